import { parseNumber } from '@core/format';
import type { ChangeSet, ChangeSetOptions } from '@core/grid/ChangeSet';
import { numberText } from '@core/grid/numericCells';
import type { GridCell, GridChoice, GridColumn, GridRow } from '@ui/grid/EditableGrid';
import { NO_PAYOUT, type PayoutRow, type RtbPrice } from './payout';
import { PAYOUT_TEXTS } from './texts';

/** The cells of a row: three single payouts and RTB's three parts. */
export const PAYOUT_FIELDS = ['cpm', 'cpc', 'cpa', 'mode', 'max_price', 'target'] as const;
export type PayoutField = (typeof PAYOUT_FIELDS)[number];
/** A 5: one kind of payout per row; RTB is its three cells together. */
export type PayoutKind = 'cpm' | 'cpc' | 'cpa' | 'rtb';
const kindOf = (field: PayoutField): PayoutKind => (field === 'cpm' || field === 'cpc' || field === 'cpa' ? field : 'rtb');

/** '{row id}|{field}'. */
export type PayoutCellKey = `${number}|${PayoutField}`;
export type PayoutChanges = ChangeSet<PayoutCellKey, string>;
export const payoutCellKey = (id: number, field: PayoutField): PayoutCellKey => `${id}|${field}`;

function splitKey(key: PayoutCellKey): [number, PayoutField] {
  const [id, field] = key.split('|');
  return [Number(id), field as PayoutField];
}

/** A 9: a payout of −1 is none, shown (and typed) as a dash. */
const DASH = '—';
const DASHES = new Set(['—', '–', '-']);

/** A stored payout as its cell shows it: null → '', −1 → '—', else 12,5. */
export function payoutText(value: number | null): string {
  return value === NO_PAYOUT ? DASH : numberText(value);
}

/** A cell's text as the API takes it: '' → null, a dash → −1, a number, NaN when it is none of these. */
export function textPayout(text: string): number | null {
  const trimmed = text.trim();
  return DASHES.has(trimmed) ? NO_PAYOUT : parseNumber(trimmed);
}

/** Set: holds a payout (a dash, −1, is no payout and holds none). */
const isSet = (field: PayoutField, text: string): boolean => (field === 'mode' ? text.trim() !== '' : !DASHES.has(text.trim()) && text.trim() !== '' && textPayout(text) !== NO_PAYOUT);

/** The stored rows as the change set's entries. */
export function payoutEntries(rows: readonly PayoutRow[]): Array<[PayoutCellKey, string]> {
  return rows.flatMap((row) => {
    const texts: Record<PayoutField, string> = {
      cpm: payoutText(row.cpm),
      cpc: payoutText(row.cpc),
      cpa: payoutText(row.cpa),
      mode: row.rtb?.mode ?? '',
      max_price: payoutText(row.rtb?.max_price ?? null),
      target: payoutText(row.rtb?.target ?? null),
    };
    return PAYOUT_FIELDS.filter((f) => texts[f] !== '').map((f) => [payoutCellKey(row.id, f), texts[f]] as [PayoutCellKey, string]);
  });
}

/** The kinds a row holds, as edited. */
export function kindsSet(changes: PayoutChanges, id: number): Set<PayoutKind> {
  const kinds = new Set<PayoutKind>();
  for (const field of PAYOUT_FIELDS) if (isSet(field, changes.value(payoutCellKey(id, field)))) kinds.add(kindOf(field));
  return kinds;
}

/** A 5: a cell is off while the row holds another kind of payout and not its own. */
export function isCellDisabled(changes: PayoutChanges, key: PayoutCellKey): boolean {
  const [id, field] = splitKey(key);
  const kinds = kindsSet(changes, id);
  return kinds.size > 0 && !kinds.has(kindOf(field));
}

/** A cell's problem (A 5): not a number, negative, a second kind in the row, or an RTB part missing. */
export function payoutCellError(changes: PayoutChanges, key: PayoutCellKey, text: string): string | null {
  const [id, field] = splitKey(key);
  if (field !== 'mode') {
    const n = textPayout(text);
    if (n !== null && Number.isNaN(n)) return PAYOUT_TEXTS.notNumber;
    if (n !== null && n < 0 && n !== NO_PAYOUT) return PAYOUT_TEXTS.negative;
  }
  const kinds = kindsSet(changes, id);
  if (kinds.size > 1 && kinds.has(kindOf(field)) && (kindOf(field) !== 'rtb' || isSet(field, text))) return PAYOUT_TEXTS.oneKind;
  if (kindOf(field) === 'rtb' && kinds.has('rtb') && !isSet(field, text)) return PAYOUT_TEXTS.rtbRequired;
  return null;
}

/** The change set's options; the rule reads the row's other cells through `changes()` (set once the set exists). */
export function payoutCellOptions(changes: () => PayoutChanges): ChangeSetOptions<PayoutCellKey, string> {
  return {
    empty: '',
    equals: (a, b) => {
      const x = textPayout(a);
      const y = textPayout(b);
      return x === null || y === null || Number.isNaN(x) || Number.isNaN(y) ? a.trim() === b.trim() : x === y;
    },
    validate: (text, key) => payoutCellError(changes(), key, text),
  };
}

/** Every error of the rows the operator touched (a save waits until there is none). */
export function touchedErrors(changes: PayoutChanges): PayoutCellKey[] {
  const ids = new Set(changes.changes.map((c) => splitKey(c.key)[0]));
  return [...ids].flatMap((id) => PAYOUT_FIELDS.map((f) => payoutCellKey(id, f)).filter((key) => changes.error(key) !== null));
}

const num = (text: string): number | null => {
  const n = textPayout(text);
  return n === null || Number.isNaN(n) ? null : n;
};

/** A row as edited, back in the API's terms: empty payouts null (A 5), RTB null when none of its parts is set. */
export function editedRow(row: PayoutRow, changes: PayoutChanges): PayoutRow {
  const text = (field: PayoutField) => changes.value(payoutCellKey(row.id, field));
  const rtb: RtbPrice = { mode: text('mode').trim() || null, max_price: num(text('max_price')), target: num(text('target')) };
  const hasRtb = rtb.mode !== null || rtb.max_price !== null || rtb.target !== null;
  return { ...row, cpm: num(text('cpm')), cpc: num(text('cpc')), cpa: num(text('cpa')), rtb: hasRtb ? rtb : null };
}

export const payoutColumns: readonly GridColumn[] = PAYOUT_FIELDS.map((field) => (field === 'mode' ? { key: field, title: PAYOUT_TEXTS.columns[field], width: '12.5rem', kind: 'text' } : { key: field, title: PAYOUT_TEXTS.columns[field], width: '7.5rem' }));

/** What each cell is: a number input, or the RTB mode's choice; each goes off by itself (A 5). */
export function payoutCells(changes: PayoutChanges, modes: () => readonly GridChoice[]): (row: GridRow, column: GridColumn) => GridCell<PayoutCellKey> {
  return (row, column) => {
    const key = payoutCellKey(Number(row.key), column.key as PayoutField);
    const disabled = () => isCellDisabled(changes, key);
    return column.key === 'mode' ? { kind: 'select', key, choices: modes, disabled } : { kind: 'input', key, disabled };
  };
}
