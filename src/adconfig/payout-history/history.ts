import { d, isObject } from '@core/decode';
import { formatDate, parseRuDate, toApiDate } from '@core/format';
import type { ListEditorEntry, ListEditorLists, ListEditorRow } from '@core/grid/ListEditor';
import { payoutText, textPayout } from '@adconfig/shared/payouts/payoutCells';
import { HISTORY_TEXTS } from './texts';

/** A 3 payout history row's edited fields. */
export const HISTORY_FIELDS = ['start_at', 'end_at', 'cpm_payout', 'cpc_payout', 'cpa_payout'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];
const DATES: readonly HistoryField[] = ['start_at', 'end_at'];

/** A 3: id, channel_id, channel_name, start_at, end_at and the three payouts (−1 as a dash, A 9). */
export interface HistoryRows {
  rows: ListEditorRow<HistoryField>[];
  /** The channel's name as the rows give it ('' when none does). */
  channelName: string;
  /** Each row's fields as they came (text and numbers), by id: an update sends back those it does not edit (issue 41). */
  stored: ReadonlyMap<number, Record<string, string | number>>;
}

const dateText = (raw: unknown): string => {
  const text = d.optionalText(raw);
  return text === null ? '' : formatDate(text.slice(0, 10));
};

/** The answer's rows, id descending (A 7); rows without an id, or repeating one, or of another channel than `channelId`, left out. */
export function historyRowsOf(raw: unknown, channelId?: number): HistoryRows {
  const items = Array.isArray(raw) ? raw : [];
  const seen = new Set<number>();
  const rows: Array<ListEditorRow<HistoryField>> = [];
  let channelName = '';
  const stored = new Map<number, Record<string, string | number>>();
  for (const item of items) {
    if (!isObject(item)) continue;
    const id = d.id(item.id);
    if (id === null || seen.has(id)) continue;
    const channel = d.id(item.channel_id);
    if (channelId !== undefined && channel !== null && channel !== channelId) continue;
    seen.add(id);
    // A form-encoded body carries text and numbers: a nested value could not go back as it came, so it is not sent.
    stored.set(id, Object.fromEntries(Object.entries(item).filter((e): e is [string, string | number] => typeof e[1] === 'string' || (typeof e[1] === 'number' && Number.isFinite(e[1])))));
    channelName ||= d.text(item.channel_name);
    rows.push({
      id,
      cells: {
        start_at: dateText(item.start_at),
        end_at: dateText(item.end_at),
        cpm_payout: payoutText(d.number(item.cpm_payout)),
        cpc_payout: payoutText(d.number(item.cpc_payout)),
        cpa_payout: payoutText(d.number(item.cpa_payout)),
      },
    });
  }
  rows.sort((a, b) => b.id - a.id);
  return { rows, channelName, stored };
}

/** A cell's problem: the start required, dates as dd.mm.yyyy and in order, payouts numbers (or a dash). */
export function historyCellError(text: string, field: HistoryField, cell: (field: HistoryField) => string): string | null {
  const trimmed = text.trim();
  if (DATES.includes(field)) {
    if (trimmed === '') return field === 'start_at' ? HISTORY_TEXTS.required : null;
    const date = parseRuDate(trimmed);
    if (!date) return HISTORY_TEXTS.badDate;
    const start = field === 'end_at' ? parseRuDate(cell('start_at')) : null;
    return start && date < start ? HISTORY_TEXTS.endBeforeStart : null;
  }
  const n = textPayout(text);
  return n !== null && Number.isNaN(n) ? HISTORY_TEXTS.notNumber : null;
}

/** Numbers as the text that says the same: '1,0' is '1', '—' is '-1'. */
export function sameCellText(a: string, b: string): boolean {
  const x = textPayout(a);
  const y = textPayout(b);
  return x === null || y === null || Number.isNaN(x) || Number.isNaN(y) ? a.trim() === b.trim() : x === y;
}

type FormValue = string | number;
/** One row as the form-encoded save takes it: dates Y-m-d, payouts numbers (−1 none), empty ''. */
function rowBody(entry: ListEditorEntry<HistoryField>, ids: { creative_id: number; channel_id: number }, stored?: Record<string, FormValue>): Record<string, FormValue> {
  const body: Record<string, FormValue> = entry.id === null ? { ...ids } : { ...stored, id: entry.id, ...ids };
  for (const field of HISTORY_FIELDS) {
    const text = entry.cells[field];
    if (DATES.includes(field)) body[field] = toApiDate(parseRuDate(text));
    else {
      const n = textPayout(text);
      body[field] = n === null || Number.isNaN(n) ? '' : n;
    }
  }
  return body;
}

/** A 4 / A 7: `insert` and `update` as indexed lists (insert[0][start_at]=…), `delete` as ids (delete[]=5). */
export function historyBody(lists: ListEditorLists<HistoryField>, ids: { creative_id: number; channel_id: number }, stored: HistoryRows['stored'] = new Map()) {
  const indexed = (entries: ListEditorEntry<HistoryField>[]) => Object.fromEntries(entries.map((e, i) => [String(i), rowBody(e, ids, e.id === null ? undefined : stored.get(e.id))]));
  return { insert: indexed(lists.insert), update: indexed(lists.update), delete: lists.delete };
}
