import { makeAutoObservable } from 'mobx';
import { DEBOUNCE_MS } from '../debounce';
import { afterPaint } from '../slices';
import { defaults, parseHash, sameValue, writeHash, type Schema, type Values } from './schema';

/**
 * push: one Back step (a page, a sort, a submitted search, a tab); replace: a correction nobody
 * goes Back to; typing: keystrokes, where the first of a burst pushes and the rest replace it.
 */
export type HistoryMode = 'push' | 'replace' | 'typing';

/**
 * A screen's filters, two-way bound to location.hash. A user's change (page, sort, submitted
 * search, tab) pushes one history entry; in-between states (keystrokes) replace it; back/forward
 * re-read the hash. Changing any filter returns the page to its first one.
 * One HashState per page: it owns the whole hash (keys outside its schema are dropped), so a screen
 * with tabs and filters declares both in one schema.
 */
export class HashState<S extends Schema> {
  values: Values<S>;
  /** Until when a 'typing' change continues the current burst (replaces the entry the burst pushed). */
  private typingUntil = 0;
  /**
   * A keystroke's URL write, put off until its frame is painted: history.replaceState costs ~3 ms, a third of a
   * keystroke's work on a list of 10 000 (issue 31). The keystrokes of one frame make one write.
   */
  private pendingWrite: 'push' | 'replace' | null = null;

  constructor(readonly schema: S) {
    this.values = parseHash(schema, window.location.hash);
    makeAutoObservable<HashState<S>, 'schema' | 'typingUntil' | 'pendingWrite'>(this, { schema: false, typingUntil: false, pendingWrite: false }, { autoBind: true });
  }

  get isDefault(): boolean {
    return writeHash(this.schema, this.values) === '';
  }

  /** Apply a patch; `push` makes it one Back step, `typing` one step per burst of keystrokes. Returns whether anything changed. */
  set(patch: Partial<Values<S>>, mode: HistoryMode = 'push'): boolean {
    const now = Date.now();
    const history = mode !== 'typing' ? mode : now < this.typingUntil ? 'replace' : 'push';
    if (mode === 'typing') {
      this.typingUntil = now + DEBOUNCE_MS;
    } else {
      this.typingUntil = 0;
      // The keystrokes' entry goes before this change's.
      this.flushWrite();
    }
    const next = { ...this.values, ...patch };
    const filterChanged = Object.keys(patch).some(
      (key) => this.schema[key]?.kind === 'filter' && !sameValue(patch[key], this.values[key]),
    );
    if (filterChanged) {
      for (const [key, f] of Object.entries(this.schema)) {
        if (f.kind === 'page' && !(key in patch)) (next as Record<string, unknown>)[key] = f.defaultValue;
      }
    }
    if (sameValue(next, this.values)) return false;
    this.values = next;
    if (mode === 'typing') this.writeAfterPaint(history);
    else this.writeLocation(history);
    return true;
  }

  reset(): void {
    this.set(defaults(this.schema));
  }

  /** Listen to back/forward and hand edits; normalise a garbage hash in place. Returns the disposer. */
  start(): () => void {
    this.readLocation();
    window.addEventListener('popstate', this.readLocation);
    window.addEventListener('hashchange', this.readLocation);
    // A reload right after a keystroke keeps it.
    window.addEventListener('pagehide', this.flushWrite);
    return () => {
      window.removeEventListener('popstate', this.readLocation);
      window.removeEventListener('hashchange', this.readLocation);
      window.removeEventListener('pagehide', this.flushWrite);
      this.flushWrite();
    };
  }

  /** Apply the hash (start, back/forward, hand edits); a garbage hash is rewritten to what applies. */
  readLocation(): void {
    // The user went Back or edited the hash: what they typed before is no longer what the URL should say.
    this.pendingWrite = null;
    const parsed = parseHash(this.schema, window.location.hash);
    if (!sameValue(parsed, this.values)) this.values = parsed;
    const written = writeHash(this.schema, this.values);
    if (window.location.hash.replace(/^#/, '') !== written) this.writeLocation('replace');
  }

  /** A burst's first keystroke pushes; the others of the same frame fold into its write. */
  private writeAfterPaint(mode: 'push' | 'replace'): void {
    if (this.pendingWrite !== null) return;
    this.pendingWrite = mode;
    void afterPaint().then(this.flushWrite);
  }

  /** Writes the URL a keystroke left pending (none: nothing). */
  flushWrite(): void {
    const mode = this.pendingWrite;
    if (mode === null) return;
    this.pendingWrite = null;
    this.writeLocation(mode);
  }

  /**
   * Only the hash changes: the URL is the page's own, absolute. A path-relative URL built from
   * location.pathname would, on a page at `//evil.example/…`, name another host, which history refuses.
   */
  private writeLocation(mode: 'push' | 'replace'): void {
    const hash = writeHash(this.schema, this.values);
    const url = new URL(window.location.href);
    url.hash = hash;
    if (url.href === window.location.href) return;
    if (mode === 'push') window.history.pushState(window.history.state, '', url.href);
    else window.history.replaceState(window.history.state, '', url.href);
  }
}
