import { d, isObject } from '@core/decode';

/** A 3: RTB's price object; the three go together (A 5: all required once one is set). */
export interface RtbPrice {
  mode: string | null;
  max_price: number | null;
  target: number | null;
}

/** A 3 payout row as the grid edits it: one kind of payout (A 5), −1 meaning none (A 9). */
export interface PayoutRow {
  /** payout_type_id (a channel's schemes) or channel_id (a creative's channels). */
  id: number;
  title: string;
  cpm: number | null;
  cpc: number | null;
  /** cpa_payout, shown as CPE. */
  cpa: number | null;
  rtb: RtbPrice | null;
  /** The row as it came: its fields the grid does not edit go back with the save (issue 41, rule 4). */
  stored?: Record<string, unknown>;
}

/** What a payout table's rows are keyed and titled by: the one difference between the two tables. */
export interface PayoutTableKind {
  /** The row's id field in the answer and in the saved body. */
  idField: 'payout_type_id' | 'channel_id';
  /** Fields naming the row, the first present wins ('#id' when none). */
  titleFields: readonly string[];
}

/** A 9: −1 means no payout. */
export const NO_PAYOUT = -1;

function rtbOf(raw: unknown): RtbPrice | null {
  if (!isObject(raw)) return null;
  const rtb = { mode: d.optionalText(raw.mode), max_price: d.number(raw.max_price), target: d.number(raw.target) };
  return rtb.mode === null && rtb.max_price === null && rtb.target === null ? null : rtb;
}

/** The rows of an answer (a list, or {payouts: [...]}) ; rows without an id, or repeating one, are left out. */
export function payoutRowsOf(raw: unknown, kind: PayoutTableKind): PayoutRow[] {
  const items = Array.isArray(raw) ? raw : d.field(raw, 'payouts');
  if (!Array.isArray(items)) return [];
  const seen = new Set<number>();
  const rows: PayoutRow[] = [];
  for (const item of items) {
    if (!isObject(item)) continue;
    const id = d.id(item[kind.idField]);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const title = kind.titleFields.map((f) => d.text(item[f]).trim()).find((t) => t !== '') ?? '';
    rows.push({ id, title: title || `#${id}`, cpm: d.number(item.cpm_payout), cpc: d.number(item.cpc_payout), cpa: d.number(item.cpa_payout), rtb: rtbOf(item.rtb), stored: { ...item } });
  }
  return rows;
}

/** One row as the save call takes it (A 7 `payouts`): empty payouts as null (A 5), RTB as its object or null. */
export interface PayoutBody {
  [field: string]: unknown;
  payout_type_id?: number;
  channel_id?: number;
  cpm_payout: number | null;
  cpc_payout: number | null;
  cpa_payout: number | null;
  rtb: RtbPrice | null;
}

export function payoutBody(row: PayoutRow, kind: PayoutTableKind): PayoutBody {
  // The stored row's other fields first (as they came), the edited ones over them.
  return { ...row.stored, [kind.idField]: row.id, cpm_payout: row.cpm, cpc_payout: row.cpc, cpa_payout: row.cpa, rtb: row.rtb };
}

/** A 7: the RTB price modes (GET {api}/hb/rtb-price-modes), as {value, title}; a handful in practice, so a huge answer is cut. */
export const MAX_RTB_MODES = 50;
const modeEntries = d.dictionary(['id', 'value', 'alias', 'mode'], ['name', 'title']);
export function rtbModesOf(raw: unknown): { value: string; title: string }[] {
  return modeEntries(raw)
    .slice(0, MAX_RTB_MODES)
    .map(({ key, value }) => ({ value: key, title: value || key }));
}
