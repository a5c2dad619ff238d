import { action, computed, makeAutoObservable } from 'mobx';
import { parseNumber } from '../format';
import { CORRECTION_TEXT, type Correction, type CorrectionType, type EventChoice } from './correction';

/**
 * One correction as its controls hold it: the event ('displayed', 'clicked', 'events' or 'event:{id}'), two
 * percents as typed, and its own channel's id as text (only with `channelPerRow`; else '').
 */
export interface CorrectionValues {
  key: number;
  channel: string;
  event: string;
  slice: string;
  redirection: string;
}
export type CorrectionField = 'channel' | 'event' | 'slice' | 'redirection';
export type RowErrors = Partial<Record<CorrectionField, string>>;

const FIXED_EVENTS = ['displayed', 'clicked', 'events'] as const;

function eventOf(c: Correction): string {
  if (c.type === 'event') return c.event_id === null ? '' : `event:${c.event_id}`;
  return c.type;
}
const percentText = (n: number | null): string => (n === null ? '' : String(n));

/** A percent 0..100 as typed (a decimal comma too); null when empty; NaN when wrong. */
function percentOf(text: string): number | null {
  const n = parseNumber(text);
  if (n === null) return null;
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : NaN;
}

let seq = 0;
const blankRow = (): CorrectionValues => ({ key: ++seq, channel: '', event: '', slice: '', redirection: '' });
const snapshot = (rows: CorrectionValues[]) => JSON.stringify(rows.map(({ channel, event, slice, redirection }) => [channel, event, slice, redirection]));

/** Saved corrections as rows (each with a fresh key); the channel kept only with `channelPerRow`. */
export function rowsOfCorrections(corrections: readonly Correction[], channelPerRow = false): CorrectionValues[] {
  return corrections.map((c) => ({ key: ++seq, channel: channelPerRow && c.channel_id !== null ? String(c.channel_id) : '', event: eventOf(c), slice: percentText(c.slice_percent), redirection: percentText(c.redirection_percent) }));
}

/** A 5 for one row: percents 0..100, both or neither; an event (and with `channelPerRow` a channel) for a row with percents. */
function rowErrorsOf(row: CorrectionValues, channelPerRow: boolean): RowErrors {
  const e: RowErrors = {};
  const slice = percentOf(row.slice);
  const redirection = percentOf(row.redirection);
  if (slice !== null || redirection !== null) {
    if (slice === null || Number.isNaN(slice)) e.slice = CORRECTION_TEXT.percentError;
    if (redirection === null || Number.isNaN(redirection)) e.redirection = CORRECTION_TEXT.percentError;
    if (row.event === '') e.event = CORRECTION_TEXT.chooseEventError;
    if (channelPerRow && row.channel === '') e.channel = CORRECTION_TEXT.chooseChannel;
  }
  return e;
}

/** Whether a row is sent: a slice that is a number other than zero (A 5: rows with a zero or empty slice dropped). */
export function isSentCorrection(row: CorrectionValues): boolean {
  const slice = percentOf(row.slice);
  return slice !== null && !Number.isNaN(slice) && slice !== 0;
}

/**
 * A 4 "an event can be used in only one row" (per channel with `channelPerRow`): the rows, by their place, whose
 * event an earlier row already has. The selects disable taken events, but a row's channel may change after its
 * event, and a loaded value may repeat one. Rows that are not sent make no pair.
 */
function repeatedEvents(rows: readonly CorrectionValues[], channelPerRow: boolean): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  rows.forEach((row, at) => {
    if (row.event === '' || (channelPerRow && row.channel === '') || !isSentCorrection(row)) return;
    const pair = `${channelPerRow ? row.channel : ''}\u0000${row.event}`;
    if (seen.has(pair)) repeated.add(at);
    seen.add(pair);
  });
  return repeated;
}

/** A 5 and A 4 for every row, in the rows' order: each row's errors (the repeated event after the row's own). */
function rowsErrorsOf(rows: readonly CorrectionValues[], channelPerRow: boolean): RowErrors[] {
  const repeated = repeatedEvents(rows, channelPerRow);
  return rows.map((row, at) => {
    const e = rowErrorsOf(row, channelPerRow);
    if (repeated.has(at) && e.event === undefined) e.event = channelPerRow ? CORRECTION_TEXT.eventTwiceForChannel : CORRECTION_TEXT.eventTwice;
    return e;
  });
}

/** A 5 and A 4 over rows, by the rows' paths ('2.slice': the third row's slice), as an option editor's check gives them; {} when valid. */
export function correctionErrors(rows: readonly CorrectionValues[], channelPerRow = false): Record<string, string> {
  const errors: Record<string, string> = {};
  rowsErrorsOf(rows, channelPerRow).forEach((rowErrors, index) => {
    for (const [field, message] of Object.entries(rowErrors)) errors[`${index}.${field}`] = message;
  });
  return errors;
}

/** What is sent: rows with a zero or empty slice dropped (A 5), each with `channelId` (I 3), or its own with `channelPerRow`. */
export function correctionsOfRows(rows: readonly CorrectionValues[], channelPerRow = false, channelId: number | null = null): Correction[] {
  return rows.flatMap((row) => {
    if (!isSentCorrection(row)) return [];
    const slice = percentOf(row.slice) ?? 0;
    const [type, eventId] = row.event.startsWith('event:') ? ['event' as const, Number(row.event.slice(6))] : [row.event as CorrectionType, null];
    const channel = channelPerRow ? Number(row.channel) || null : channelId;
    return [{ channel_id: channel, type, event_id: eventId, slice_percent: slice, redirection_percent: percentOf(row.redirection) }];
  });
}

/**
 * Where the rows live when the list does not keep them itself: an option editor's value (option-corrections),
 * whose store keeps the errors by the rows' paths ('2.slice') and knows the unsaved edits.
 */
export interface CorrectionRowsSource {
  readonly rows: CorrectionValues[];
  setRows(rows: CorrectionValues[]): void;
  error(path: string): string | undefined;
  clearErrors(path: string): void;
}

const FIELDS: readonly CorrectionField[] = ['channel', 'event', 'slice', 'redirection'];

/**
 * The rows of a corrections editor (A 3, A 4, A 5; the redirection channels' form, option-corrections):
 * rows added, removed or cleared; an event in one row only; percents 0..100 in pairs ('% число от 0 до
 * 100!'), an event for a row with percents ('Выберите событие!'); rows with a zero or empty slice dropped
 * from what is sent. Saves nothing: its editor does. The channel is the editor's (`corrections(channelId)`),
 * or, with `channelPerRow`, each row's own ('Выберите канал!'; an event then once per channel). With a
 * `source` the rows and their errors are the source's (an option editor's value and check).
 */
export class CorrectionRows {
  private ownRows: CorrectionValues[] = [];
  private ownErrors: Record<number, RowErrors> = {};
  private saved = snapshot([]);

  constructor(private readonly options: { channelPerRow?: boolean; source?: CorrectionRowsSource } = {}) {
    makeAutoObservable<CorrectionRows, 'saved' | 'options' | 'index' | 'usage' | 'replace' | 'usageKey'>(this, { saved: true, options: false, index: computed, usage: computed, replace: action, usageKey: false }, { autoBind: true });
  }

  get channelPerRow(): boolean {
    return this.options.channelPerRow === true;
  }

  get rows(): CorrectionValues[] {
    return this.options.source ? this.options.source.rows : this.ownRows;
  }

  set rows(rows: CorrectionValues[]) {
    if (this.options.source) this.options.source.setRows(rows);
    else this.ownRows = rows;
  }

  /** Each row's errors by its key (a source's by the rows' paths). */
  get errors(): Record<number, RowErrors> {
    if (!this.options.source) return this.ownErrors;
    const errors: Record<number, RowErrors> = {};
    for (const row of this.rows) {
      const e = this.rowErrors(row.key);
      if (Object.keys(e).length) errors[row.key] = e;
    }
    return errors;
  }

  /** One row's errors, read alone (a huge list's shown rows each read theirs). */
  rowErrors(key: number): RowErrors {
    const source = this.options.source;
    if (!source) return this.ownErrors[key] ?? {};
    const at = this.index.get(key)?.at;
    const e: RowErrors = {};
    if (at === undefined) return e;
    for (const field of FIELDS) {
      const message = source.error(`${at}.${field}`);
      if (message) e[field] = message;
    }
    return e;
  }

  get dirty(): boolean {
    return snapshot(this.rows) !== this.saved;
  }

  /** Shows `corrections` as rows, as saved (`blankIfEmpty`: an empty list starts with one empty row). */
  load(corrections: readonly Correction[], blankIfEmpty = false): void {
    const rows = rowsOfCorrections(corrections, this.channelPerRow);
    this.rows = rows.length || !blankIfEmpty ? rows : [blankRow()];
    this.saved = snapshot(this.rows);
    this.ownErrors = {};
  }

  addRow(): void {
    this.rows = [...this.rows, blankRow()];
  }

  removeRow(key: number): void {
    this.rows = this.rows.filter((r) => r.key !== key);
    // A source's errors are by index: the rows after the removed one have moved.
    if (this.options.source) this.options.source.clearErrors('');
    else delete this.ownErrors[key];
  }

  clearRow(key: number): void {
    this.replace(key, { channel: '', event: '', slice: '', redirection: '' }, '');
  }

  set(key: number, field: CorrectionField, value: string): void {
    this.replace(key, { [field]: value }, field);
  }

  /** The row of `key` (null when gone), found in one step: a huge list's rows each look theirs up. */
  row(key: number): CorrectionValues | null {
    return this.index.get(key)?.row ?? null;
  }

  /**
   * The row replaced by a copy with `change` (copy on write: a source may keep its rows as plain objects,
   * so thousands load at once); the errors of `field` ('' : the whole row) go.
   */
  private replace(key: number, change: Partial<Omit<CorrectionValues, 'key'>>, field: CorrectionField | ''): void {
    const at = this.index.get(key)?.at;
    if (at === undefined) return;
    const rows = this.rows.slice();
    rows[at] = { ...rows[at], ...change };
    this.rows = rows;
    if (this.options.source) this.options.source.clearErrors(field ? `${at}.${field}` : String(at));
    else if (!field) delete this.ownErrors[key];
    else if (this.ownErrors[key]?.[field]) delete this.ownErrors[key][field];
  }

  /** Each row by its key with its place. */
  private get index(): Map<number, { row: CorrectionValues; at: number }> {
    return new Map(this.rows.map((row, at) => [row.key, { row, at }]));
  }

  /** How many rows use each event (per channel with `channelPerRow`): the choices taken, counted once per change. */
  private get usage(): Map<string, number> {
    const usage = new Map<string, number>();
    for (const r of this.rows) {
      const id = this.usageKey(r.channel, r.event);
      usage.set(id, (usage.get(id) ?? 0) + 1);
    }
    return usage;
  }

  private usageKey(channel: string, event: string): string {
    return `${this.channelPerRow ? channel : ''}\u0000${event}`;
  }

  /** The events a row may choose: one row per event (A 4; per channel with `channelPerRow`), so those of the other rows are taken. */
  isTaken(key: number, event: string): boolean {
    const row = this.row(key);
    const channel = row?.channel ?? '';
    const used = this.usage.get(this.usageKey(channel, event)) ?? 0;
    return used - (row && row.event === event ? 1 : 0) > 0;
  }

  /** The events other rows use (per channel with `channelPerRow`): those a row's select shows disabled. Read in an observer. */
  takenEvents(key: number): Set<string> {
    const row = this.row(key);
    const prefix = this.usageKey(row?.channel ?? '', '');
    const taken = new Set<string>();
    for (const [id, count] of this.usage) {
      if (!id.startsWith(prefix)) continue;
      const event = id.slice(prefix.length);
      if (count - (row?.event === event ? 1 : 0) > 0) taken.add(event);
    }
    return taken;
  }

  /** The options of the event select: the three kinds, then the format's events. */
  eventChoices(formatEvents: readonly EventChoice[]): EventChoice[] {
    return [...FIXED_EVENTS.map((t) => ({ value: t, name: CORRECTION_TEXT.types[t] })), ...formatEvents.map((e) => ({ value: `event:${e.value}`, name: e.name }))];
  }

  /**
   * A 5: percents 0..100, both or neither; an event for a row with percents; A 4: an event in one row only (the
   * later row of a repeated one). True when valid (a source's check shows its own errors).
   */
  validate(): boolean {
    const errors: Record<number, RowErrors> = {};
    const rows = this.rows;
    rowsErrorsOf(rows, this.channelPerRow).forEach((e, at) => {
      if (Object.keys(e).length) errors[rows[at].key] = e;
    });
    if (!this.options.source) this.ownErrors = errors;
    return Object.keys(errors).length === 0;
  }

  /** What is sent: rows with a zero or empty slice dropped (A 5), each with `channelId` (I 3), or its own with `channelPerRow`. */
  corrections(channelId: number | null = null): Correction[] {
    return correctionsOfRows(this.rows, this.channelPerRow, channelId);
  }
}
