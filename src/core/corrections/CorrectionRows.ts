import { makeAutoObservable } from 'mobx';
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

/**
 * The rows of a corrections editor (A 3, A 4, A 5; the redirection channels' form, option-corrections):
 * rows added, removed or cleared; an event in one row only; percents 0..100 in pairs ('% число от 0 до
 * 100!'), an event for a row with percents ('Выберите событие!'); rows with a zero or empty slice dropped
 * from what is sent. Saves nothing: its editor does. The channel is the editor's (`corrections(channelId)`),
 * or, with `channelPerRow`, each row's own ('Выберите канал!'; an event then once per channel).
 */
export class CorrectionRows {
  rows: CorrectionValues[] = [];
  errors: Record<number, RowErrors> = {};
  private saved = snapshot([]);

  constructor(private readonly options: { channelPerRow?: boolean } = {}) {
    makeAutoObservable<CorrectionRows, 'saved' | 'options'>(this, { saved: true, options: false }, { autoBind: true });
  }

  get channelPerRow(): boolean {
    return this.options.channelPerRow === true;
  }

  get dirty(): boolean {
    return snapshot(this.rows) !== this.saved;
  }

  /** Shows `corrections` as rows, as saved (`blankIfEmpty`: an empty list starts with one empty row). */
  load(corrections: readonly Correction[], blankIfEmpty = false): void {
    const rows = corrections.map((c) => ({ key: ++seq, channel: this.channelPerRow && c.channel_id !== null ? String(c.channel_id) : '', event: eventOf(c), slice: percentText(c.slice_percent), redirection: percentText(c.redirection_percent) }));
    this.rows = rows.length || !blankIfEmpty ? rows : [blankRow()];
    this.saved = snapshot(this.rows);
    this.errors = {};
  }

  addRow(): void {
    this.rows.push(blankRow());
  }

  removeRow(key: number): void {
    this.rows = this.rows.filter((r) => r.key !== key);
    delete this.errors[key];
  }

  clearRow(key: number): void {
    const row = this.rows.find((r) => r.key === key);
    if (!row) return;
    row.channel = '';
    row.event = '';
    row.slice = '';
    row.redirection = '';
    delete this.errors[key];
  }

  set(key: number, field: CorrectionField, value: string): void {
    const row = this.rows.find((r) => r.key === key);
    if (!row) return;
    row[field] = value;
    if (this.errors[key]?.[field]) delete this.errors[key][field];
  }

  /** The events a row may choose: one row per event (A 4; per channel with `channelPerRow`), so those of the other rows are taken. */
  isTaken(key: number, event: string): boolean {
    const channel = this.rows.find((r) => r.key === key)?.channel ?? '';
    return this.rows.some((r) => r.key !== key && r.event === event && (!this.channelPerRow || r.channel === channel));
  }

  /** The options of the event select: the three kinds, then the format's events. */
  eventChoices(formatEvents: readonly EventChoice[]): EventChoice[] {
    return [...FIXED_EVENTS.map((t) => ({ value: t, name: CORRECTION_TEXT.types[t] })), ...formatEvents.map((e) => ({ value: `event:${e.value}`, name: e.name }))];
  }

  /** A 5: percents 0..100, both or neither; an event for a row with percents. True when valid. */
  validate(): boolean {
    const errors: Record<number, RowErrors> = {};
    for (const row of this.rows) {
      const e: RowErrors = {};
      const slice = percentOf(row.slice);
      const redirection = percentOf(row.redirection);
      if (slice !== null || redirection !== null) {
        if (slice === null || Number.isNaN(slice)) e.slice = CORRECTION_TEXT.percentError;
        if (redirection === null || Number.isNaN(redirection)) e.redirection = CORRECTION_TEXT.percentError;
        if (row.event === '') e.event = CORRECTION_TEXT.chooseEventError;
        if (this.channelPerRow && row.channel === '') e.channel = CORRECTION_TEXT.chooseChannel;
      }
      if (Object.keys(e).length) errors[row.key] = e;
    }
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /** What is sent: rows with a zero or empty slice dropped (A 5), each with `channelId` (I 3), or its own with `channelPerRow`. */
  corrections(channelId: number | null = null): Correction[] {
    return this.rows.flatMap((row) => {
      const slice = percentOf(row.slice);
      if (slice === null || !slice) return [];
      const [type, eventId] = row.event.startsWith('event:') ? ['event' as const, Number(row.event.slice(6))] : [row.event as CorrectionType, null];
      const channel = this.channelPerRow ? Number(row.channel) || null : channelId;
      return [{ channel_id: channel, type, event_id: eventId, slice_percent: slice, redirection_percent: percentOf(row.redirection) }];
    });
  }
}
