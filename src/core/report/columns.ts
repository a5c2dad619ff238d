import { d } from '../decode';
import type { CellKind } from '../format';

/** A column as the backend describes it (S 3 "Report columns": field, title, is_card, sorting). */
export interface ReportColumn {
  field: string;
  title: string;
  /** Shown on the card (the row's summary) rather than as a plain cell. */
  isCard: boolean;
  sortable: boolean;
  /** How its cells show (src/core/format formatCell): the answer's optional `type`; without one 'auto'. */
  kind?: CellKind;
}

const rawColumn = d.record({ field: d.text, title: d.text, is_card: d.bool, sorting: d.bool, type: d.text });

/**
 * A column's optional `type` (chosen, beyond S 3's field/title/is_card/sorting) → how its cells show. Types a
 * backend is likely to name; any other (or none) is 'auto': numbers grouped unless the field is an id's. A CTR's
 * field (`ctr`, `min_ctr`, `ctr_plan`) shows two decimals as 'auto', 'number' or 'percent' (formatCell, issue 44).
 */
const KIND_OF_TYPE: Readonly<Record<string, CellKind>> = {
  id: 'id',
  int: 'integer',
  integer: 'integer',
  count: 'integer',
  number: 'number',
  numeric: 'number',
  float: 'number',
  double: 'number',
  decimal: 'number',
  money: 'money',
  currency: 'money',
  price: 'money',
  percent: 'percent',
  date: 'date',
  datetime: 'datetime',
  timestamp: 'datetime',
  string: 'text',
  text: 'text',
};
export const cellKindOf = (type: string): CellKind => KIND_OF_TYPE[type.trim().toLowerCase()] ?? 'auto';

/** The answer's columns; entries without a field cannot be shown and are left out, a missing title shows the field. */
export function reportColumnsOf(raw: unknown): ReportColumn[] {
  const seen = new Set<string>();
  return d.list(rawColumn)(raw).flatMap((c) => {
    if (!c.field || seen.has(c.field)) return [];
    seen.add(c.field);
    const kind = cellKindOf(c.type);
    return [{ field: c.field, title: c.title || c.field, isCard: c.is_card ?? false, sortable: c.sorting ?? false, ...(kind === 'auto' ? {} : { kind }) }];
  });
}

/**
 * How many leading columns are a row's key, for a report whose columns the server describes: through
 * the first card column (the row's name, S 3 is_card) when it is among the first two (an id and a name),
 * else the first column alone.
 */
export function keyColumnCount(columns: readonly ReportColumn[]): number {
  if (columns.length === 0) return 0;
  const card = columns.slice(0, 2).findIndex((c) => c.isCard);
  return card + 1 || 1;
}
