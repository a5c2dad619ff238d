import { d, isObject } from '../decode';
import type { SortValue } from './clientSort';
import type { ReportColumn } from './columns';

/** A period of a report whose columns repeat per period (S 2 generic report: months, weeks…). */
export interface ReportPeriod {
  key: string;
  title: string;
}

/** A plain value of a cell: text, a finite number or a flag. */
export type PeriodCell = string | number | boolean;
/** A row's values per period: `{"2026-10": {requested: 120, shown: 95}}`. */
export type PeriodValues = Readonly<Record<string, Readonly<Record<string, PeriodCell>>>>;

const periodEntries = d.dictionary(['key', 'id', 'period'], ['title', 'name']);
const isPlain = (value: unknown): value is PeriodCell => typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/**
 * The answer's `periods`, in order: a list of `{key|id|period, title|name}`, a list of keys (`["2026-10"]`) or a map
 * key → title. A period without a key cannot be read from the rows and is left out, as is a second one of a key.
 */
export function periodsOf(raw: unknown): ReportPeriod[] {
  const entries = Array.isArray(raw) && raw.every((item) => !isObject(item)) ? raw.map((item) => ({ key: d.text(item), value: '' })) : periodEntries(raw);
  const seen = new Set<string>();
  return entries.flatMap(({ key, value }) => {
    if (key === '' || seen.has(key)) return [];
    seen.add(key);
    return [{ key, title: value || key }];
  });
}

/** A row's `periods`: per period key its plain values; anything else (a list, nested objects, markup objects) is left out. */
export function periodValuesOf(raw: unknown): PeriodValues {
  const out: Record<string, Record<string, PeriodCell>> = {};
  if (!isObject(raw)) return out;
  for (const [key, values] of Object.entries(raw)) {
    if (!isObject(values)) continue;
    const cells: Record<string, PeriodCell> = {};
    for (const [field, value] of Object.entries(values)) if (isPlain(value)) cells[field] = value;
    out[key] = cells;
  }
  return out;
}

/** The row's periods as decoded into its `periods` field (`reportRow({ periods: periodValuesOf, … })`). */
function periodsOfRow(row: unknown): PeriodValues | undefined {
  const periods = isObject(row) ? row.periods : undefined;
  return isObject(periods) ? (periods as PeriodValues) : undefined;
}

/** A row's value of `field` in one period; undefined when it has none. */
export function periodValue(row: unknown, period: string, field: string): PeriodCell | undefined {
  return periodsOfRow(row)?.[period]?.[field];
}

/** What a client-side sort of a repeated column compares: the sum over the row's periods (null when none is a number). */
export function periodTotal(row: unknown, field: string): SortValue {
  const periods = periodsOfRow(row);
  if (!periods) return null;
  let sum: number | null = null;
  for (const values of Object.values(periods)) {
    const value = values[field];
    if (typeof value === 'number') sum = (sum ?? 0) + value;
  }
  return sum;
}

/** How a report with periods lays out its columns: the row's card once on the left, the others once per period. */
export interface PeriodLayout {
  fixed: ReportColumn[];
  repeated: ReportColumn[];
  periods: ReportPeriod[];
}

/**
 * S 2: with periods, the card columns (`is_card`) name the row and show once; every other column repeats under each
 * period's header. Without periods (or without a column to repeat) every column is fixed, as in any report.
 */
export function periodLayout(columns: ReportColumn[], periods: ReportPeriod[]): PeriodLayout {
  const repeated = periods.length ? columns.filter((c) => !c.isCard) : [];
  if (!repeated.length) return { fixed: columns, repeated: [], periods: [] };
  return { fixed: columns.filter((c) => c.isCard), repeated, periods };
}
