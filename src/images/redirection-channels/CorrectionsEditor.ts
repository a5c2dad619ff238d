import { makeAutoObservable, runInAction } from 'mobx';
import { parseNumber } from '../../core/format';
import { notify } from '../../core/notify';
import type { Channel, Choice, Correction, CorrectionType, RedirectionInput } from './api';
import type { RestCollection } from '../../core/crud/restCollection';
import { TEXTS } from './texts';

/** One correction as its controls hold it: the event ('displayed', 'clicked', 'events' or 'event:{id}') and two percents as typed. */
export interface CorrectionValues {
  key: number;
  event: string;
  slice: string;
  redirection: string;
}
export type RowErrors = Partial<Record<'event' | 'slice' | 'redirection', string>>;

const FIXED_EVENTS: CorrectionType[] = ['displayed', 'clicked', 'events'];

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
const blankRow = (): CorrectionValues => ({ key: ++seq, event: '', slice: '', redirection: '' });
const snapshot = (rows: CorrectionValues[]) => JSON.stringify(rows.map(({ event, slice, redirection }) => [event, slice, redirection]));

/**
 * The corrections form of the chosen channel (I 2.8, A 4 / A 5 corrections): rows added, removed or
 * cleared; one row per event; percents 0..100 in pairs; rows without a slice dropped on save; POST when the
 * channel is not a redirection channel yet, else PUT (I 4); one save at a time; what is typed kept on failure.
 */
export class CorrectionsEditor {
  channel: Channel | null = null;
  rows: CorrectionValues[] = [];
  errors: Record<number, RowErrors> = {};
  /** The form-wide message: 'Выберите канал!', 'Форма содержит ошибки!'. */
  formError = '';
  saving = false;
  private saved = snapshot([]);

  constructor(
    private readonly api: Pick<RestCollection<Channel, RedirectionInput>, 'create' | 'update'>,
    private readonly onSaved: (channel: Channel) => unknown,
  ) {
    makeAutoObservable<CorrectionsEditor, 'api' | 'onSaved' | 'saved'>(this, { api: false, onSaved: false, saved: true }, { autoBind: true });
  }

  get dirty(): boolean {
    return snapshot(this.rows) !== this.saved;
  }

  /** Opens a channel's corrections (a new redirection channel starts with one empty row). */
  open(channel: Channel | null): void {
    this.channel = channel;
    const rows = channel?.corrections.map((c) => ({ key: ++seq, event: eventOf(c), slice: percentText(c.slice_percent), redirection: percentText(c.redirection_percent) })) ?? [];
    this.rows = rows.length || !channel ? rows : [blankRow()];
    this.saved = snapshot(this.rows);
    this.errors = {};
    this.formError = '';
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
    row.event = '';
    row.slice = '';
    row.redirection = '';
    delete this.errors[key];
  }

  set(key: number, field: 'event' | 'slice' | 'redirection', value: string): void {
    const row = this.rows.find((r) => r.key === key);
    if (!row) return;
    row[field] = value;
    if (this.errors[key]?.[field]) delete this.errors[key][field];
  }

  /** The events a row may choose: one row per event (A 4), so those of the other rows are taken. */
  isTaken(key: number, event: string): boolean {
    return this.rows.some((r) => r.key !== key && r.event === event);
  }

  /** The options of the event select: the three kinds, then the channel format's events. */
  eventChoices(formatEvents: Choice[]): Choice[] {
    return [...FIXED_EVENTS.map((t) => ({ value: t, name: TEXTS.types[t as keyof typeof TEXTS.types] })), ...formatEvents.map((e) => ({ value: `event:${e.value}`, name: e.name }))];
  }

  /** A 5: percents 0..100, both or neither; an event for a row with percents. */
  private validate(): boolean {
    const errors: Record<number, RowErrors> = {};
    for (const row of this.rows) {
      const e: RowErrors = {};
      const slice = percentOf(row.slice);
      const redirection = percentOf(row.redirection);
      const pairEmpty = slice === null && redirection === null;
      if (!pairEmpty) {
        if (slice === null || Number.isNaN(slice)) e.slice = TEXTS.percentError;
        if (redirection === null || Number.isNaN(redirection)) e.redirection = TEXTS.percentError;
        if (row.event === '') e.event = TEXTS.chooseEventError;
      }
      if (Object.keys(e).length) errors[row.key] = e;
    }
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /** The corrections sent: rows with zero or empty slice dropped (A 5), each with the channel's id (I 3). */
  corrections(channelId: number): Correction[] {
    return this.rows.flatMap((row) => {
      const slice = percentOf(row.slice);
      if (slice === null || !slice) return [];
      const [type, eventId] = row.event.startsWith('event:') ? ['event' as const, Number(row.event.slice(6))] : [row.event as CorrectionType, null];
      return [{ channel_id: channelId, type, event_id: eventId, slice_percent: slice, redirection_percent: percentOf(row.redirection) }];
    });
  }

  /** 'Сохранить': I 5 'Выберите канал!' first, then the corrections' checks; true when saved. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    const channel = this.channel;
    if (!channel) {
      this.formError = TEXTS.chooseChannel;
      notify.error(TEXTS.chooseChannel);
      return false;
    }
    if (!this.validate()) {
      this.formError = TEXTS.formErrors;
      notify.error(TEXTS.formErrors);
      return false;
    }
    this.formError = '';
    this.saving = true;
    const corrections = this.corrections(channel.id);
    const input = { channel_id: channel.id, corrections };
    try {
      await (channel.isRedirection ? this.api.update(channel.id, input) : this.api.create(input));
      runInAction(() => {
        this.saving = false;
        this.open({ ...channel, corrections, isRedirection: true });
      });
      notify.success();
      await this.onSaved(channel);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
      });
      notify.error(error);
      return false;
    }
  }
}
