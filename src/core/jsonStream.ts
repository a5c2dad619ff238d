/**
 * A JSON answer read as it arrives (issue 31): the entries of one array in it (at `path`, object keys
 * from the root) are handed over in batches as soon as each entry is complete, while the rest of the body
 * is still on its way; at the end, the whole value, as JSON.parse would give it. The first rows of a
 * 100 000-row answer show after its first chunk, and no task parses 17 MB at once.
 *
 * Only the text outside that array is kept (the skeleton, with the array empty); each batch of entries is
 * parsed by JSON.parse itself, so the values are exactly JSON.parse's. The scanner only finds where the
 * entries end: strings are skipped with indexOf, brackets counted outside them.
 */

import { afterPaint, nextTask, SLICE_MS } from './slices';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** Where the scanner is: looking for the array, inside it, past it. */
type Phase = 'seek' | 'array' | 'after';

/** An open container on the way to the array: an object on the path (its keys matter) or anything else. */
interface Frame {
  object: boolean;
  /** Keys matched from the root to this container (-1: off the path). */
  level: number;
  /** In an object: the next string is a key. */
  expectKey: boolean;
  /** The last key read in this object. */
  key: string | null;
}

/**
 * The index of the quote that closes the string whose opening quote is at `open`, searching from `from`
 * (where the last chunk's search stopped); -1: not in yet.
 */
function closingQuote(text: string, open: number, from: number): number {
  let at = text.indexOf('"', from);
  while (at !== -1) {
    let slashes = 0;
    for (let i = at - 1; i > open && text.charCodeAt(i) === BACKSLASH; i--) slashes++;
    if (slashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (text: string): boolean => !/\S/.test(text);

export class JsonArrayStream {
  private phase: Phase = 'seek';
  /** The text not scanned or not yet handed over (seek: everything so far; array: from the first unfinished entry). */
  private text = '';
  private pos = 0;
  /** Seek: the containers open at `pos`. */
  private readonly frames: Frame[] = [];
  /** The string being read started here (-1: not in a string). */
  private stringStart = -1;
  /** Array: bracket depth inside the current entry (0: between entries). */
  private depth = 0;
  /** Array: the text before the array, its `[` included; after: the text from its `]` on. */
  private head = '';
  private tail = '';
  private readonly entries: unknown[] = [];
  /** The array had an entry (a separator then needs one on each side). */
  private sawEntry = false;

  constructor(
    private readonly path: readonly string[],
    private readonly onEntries: (entries: unknown[], last: boolean) => void,
  ) {}

  /** The next piece of the text. Throws a SyntaxError when the entries so far are not JSON. */
  push(chunk: string): void {
    if (this.phase === 'after') {
      this.tail += chunk;
      return;
    }
    this.text += chunk;
    if (this.phase === 'seek') this.seek();
    if (this.phase === 'array') this.scanEntries();
  }

  /** The whole value, as JSON.parse(all the text) gives it (its SyntaxError for a text that is not JSON). */
  end(): unknown {
    if (this.phase === 'seek') return JSON.parse(this.text);
    if (this.phase === 'array') throw new SyntaxError('Unexpected end of JSON input');
    return this.place(JSON.parse(`${this.head}${this.tail}`));
  }

  /** Puts the entries back where the skeleton has the array empty. */
  private place(value: unknown): unknown {
    if (this.path.length === 0) return this.entries;
    let node: unknown = value;
    for (const key of this.path.slice(0, -1)) node = isRecord(node) ? node[key] : undefined;
    // A text with the key twice (JSON.parse keeps the last): the entries go where the skeleton has them.
    if (isRecord(node)) node[this.path[this.path.length - 1]] = this.entries;
    return value;
  }

  /**
   * At a string's opening quote, or inside the string the last text ended in: the position after its closing
   * quote (`stringStart` back to -1), else the text's end (the string goes on in the next piece).
   */
  private passString(text: string, pos: number): number {
    if (this.stringStart === -1) this.stringStart = pos++;
    const end = closingQuote(text, this.stringStart, pos);
    if (end === -1) return text.length;
    this.stringStart = -1;
    return end + 1;
  }

  /** Scans the skeleton until the array at `path` opens (then the phase is 'array'). */
  private seek(): void {
    const { text, path, frames } = this;
    let pos = this.pos;
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (this.stringStart !== -1 || c === QUOTE) {
        const start = this.stringStart === -1 ? pos : this.stringStart;
        pos = this.passString(text, pos);
        const top = frames[frames.length - 1];
        if (this.stringStart === -1 && top?.object && top.expectKey) {
          top.expectKey = false;
          // Only the keys of objects on the path are read.
          top.key = top.level >= 0 ? (JSON.parse(text.slice(start, pos)) as string) : null;
        }
        continue;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        const parent = frames[frames.length - 1];
        // The root is on the path (level 0); a value is on it when its key is the path's next one.
        const level = parent === undefined ? 0 : parent.object && parent.level >= 0 && parent.key === path[parent.level] ? parent.level + 1 : -1;
        if (c === OPEN_BRACKET && level === path.length) {
          this.head = text.slice(0, pos + 1);
          this.text = text.slice(pos + 1);
          this.pos = 0;
          this.phase = 'array';
          return;
        }
        frames.push({ object: c === OPEN_BRACE, level: c === OPEN_BRACE && level < path.length ? level : -1, expectKey: c === OPEN_BRACE, key: null });
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        frames.pop();
      } else if (c === COMMA) {
        const top = frames[frames.length - 1];
        if (top?.object) top.expectKey = true;
      }
      pos += 1;
    }
    this.pos = pos;
  }

  /** Finds the entries completed by the text so far and hands them over; the array's `]` ends the phase. */
  private scanEntries(): void {
    const { text } = this;
    let pos = this.pos;
    let depth = this.depth;
    /** The end of the last complete entry (its separating comma's index), -1: none in this text. */
    let complete = -1;
    let closed = -1;
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (this.stringStart !== -1 || c === QUOTE) {
        pos = this.passString(text, pos);
        continue;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
      else if (c === CLOSE_BRACE || (c === CLOSE_BRACKET && depth > 0)) depth -= 1;
      else if (depth === 0 && c === COMMA) complete = pos;
      else if (depth === 0 && c === CLOSE_BRACKET) {
        closed = pos;
        break;
      }
      pos += 1;
    }
    this.depth = depth;
    // The string being read, if any, started in this text: kept relative to what stays.
    const cut = closed !== -1 ? closed : complete !== -1 ? complete + 1 : 0;
    if (closed !== -1) {
      const last = text.slice(complete + 1, closed);
      if (complete !== -1) this.hand(text.slice(0, complete), isBlank(last));
      if (!isBlank(last)) this.hand(last, true);
      else if (this.sawEntry) throw new SyntaxError('Unexpected token ] in JSON: an empty entry');
      this.phase = 'after';
      this.tail = text.slice(closed);
      this.text = '';
      this.pos = 0;
      return;
    }
    if (complete !== -1) this.hand(text.slice(0, complete), false);
    this.text = text.slice(cut);
    this.pos = pos - cut;
    if (this.stringStart !== -1) this.stringStart -= cut;
  }

  /** Parses the entries in `slice` (separated by commas, each complete) and hands them over; `last`: the array ends with them. */
  private hand(slice: string, last: boolean): void {
    if (isBlank(slice)) throw new SyntaxError('Unexpected token , in JSON: an empty entry');
    const batch = JSON.parse(`[${slice}]`) as unknown[];
    this.sawEntry = true;
    for (let i = 0; i < batch.length; i++) this.entries.push(batch[i]);
    this.onEntries(batch, last);
  }
}

export interface StreamOptions {
  path: readonly string[];
  /**
   * The next entries; `last`: the array ends with them. Returns true once it has shown something: the rest of
   * the answer then waits for that to be painted.
   */
  onEntries: (entries: unknown[], last: boolean) => boolean;
}

/** The bytes of a streamed answer parsed at a time (~150 sites): a few milliseconds. */
const STREAM_PIECE = 32_768;

/**
 * A response body read as it arrives, in pieces that yield to input, its array's entries handed to
 * `stream.onEntries`; resolves with the whole value (JSON.parse's SyntaxError for a body that is not JSON).
 */
export async function readJsonStream(body: ReadableStream<Uint8Array>, stream: StreamOptions, signal: AbortSignal | undefined): Promise<unknown> {
  let shown = false;
  const splitter = new JsonArrayStream(stream.path, (entries, last) => {
    if (stream.onEntries(entries, last)) shown = true;
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let painted = false;
  let sliceEnd = performance.now() + SLICE_MS;
  /**
   * A chunk in pieces, decoded and parsed one at a time, yielding between them: a body that came all at once
   * is no long task either, and its first rows are not kept waiting for the rest to be decoded.
   */
  const push = async (bytes: Uint8Array | undefined): Promise<void> => {
    const size = bytes?.length ?? 0;
    let at = 0;
    do {
      // A call given up hands nothing more over (its caller has moved on to the next one).
      signal?.throwIfAborted();
      const piece = bytes?.subarray(at, at + STREAM_PIECE);
      at += STREAM_PIECE;
      splitter.push(piece ? decoder.decode(piece, { stream: true }) : decoder.decode());
      if (shown && !painted) {
        // The first entries are painted before the rest is parsed.
        painted = true;
        await afterPaint();
        sliceEnd = performance.now() + SLICE_MS;
      } else if (performance.now() > sliceEnd) {
        await nextTask();
        sliceEnd = performance.now() + SLICE_MS;
      }
    } while (at < size);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await push(value);
    }
  } catch (error) {
    // Not JSON after all (the rest is not read), or the network failed: as response.json() would.
    void reader.cancel().catch(() => undefined);
    throw error;
  }
  // What the decoder kept of a letter cut at the end (nothing in a whole answer).
  await push(undefined);
  return splitter.end();
}
