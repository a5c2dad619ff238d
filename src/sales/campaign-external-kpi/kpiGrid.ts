import { formatDate, formatNumber } from '@core/format';
import type { ChangeSet } from '@core/grid/ChangeSet';
import { numberText, textNumber } from '@core/grid/numericCells';
import type { GridCell, GridColumn, GridRow } from '@ui/grid/EditableGrid';
import type { DiffEntry, Indicator, KpiValue } from './api';
import { TEXTS } from './texts';

/** A cell of the grid: '{kpi_id}|{Y-m-d}' for a day, '{kpi_id}|total' for the indicator's total. */
export type CellKey = `${number}|${string}`;
export type KpiChanges = ChangeSet<CellKey, string>;

const TOTAL = 'total';
export const cellKey = (kpiId: number, day: string | null): CellKey => `${kpiId}|${day ?? TOTAL}`;

/** The longest period shown: an absurd range from a broken answer must not build a grid of years. */
export const MAX_DAYS = 400;

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Every day of the campaign's limits (Y-m-d); null when a limit is missing or the range makes no sense. */
export function daysBetween(begin: string | null, end: string | null): string[] | null {
  if (!begin || !end || end < begin) return null;
  const days: string[] = [];
  for (const at = new Date(`${begin}T00:00:00Z`); ymd(at) <= end; at.setUTCDate(at.getUTCDate() + 1)) {
    if (days.length === MAX_DAYS || Number.isNaN(at.getTime())) return null;
    days.push(ymd(at));
  }
  return days;
}

export const localYmd = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The answer's values as the grid's stored texts. */
export function entriesOf(values: KpiValue[]): Array<[CellKey, string]> {
  return values.flatMap((v) => (v.val === null ? [] : [[cellKey(v.kpi_id, v.isTotal ? null : v.day), numberText(v.val)] as [CellKey, string]]));
}

/** The changed cells as the save-diff call takes them (S 3 value fields). */
export function diffOf(changes: KpiChanges['changes']): DiffEntry[] {
  return changes.map(({ key, value }) => {
    const [kpi, day] = key.split('|');
    const isTotal = day === TOTAL;
    return { kpi_id: Number(kpi), is_total: isTotal ? 1 : 0, day: isTotal ? null : day, val: textNumber(value) };
  });
}

export function gridRows(days: string[]): GridRow[] {
  return [...days.map((day) => ({ key: day, title: formatDate(day) })), { key: TOTAL, title: TEXTS.total }];
}

export const gridColumns = (indicators: Indicator[]): GridColumn[] => indicators.map((k) => ({ key: String(k.id), title: k.name, width: '7.5rem' }));

const shown = (text: string): string => formatNumber(textNumber(text));

/**
 * The inputs of S 5's calculated values. Sessions is the SessionsKpi (S 3); the spec names no class for
 * the others, so they are found by their fields (fact_field, plan_field or import_fields; our choice).
 */
const INPUTS = {
  sessions: ['sessions', 'visits'],
  cancelled: ['bounces', 'cancelled_sessions', 'canceled_sessions', 'bounce_sessions'],
  pages: ['pageviews', 'pages', 'page_views'],
  seconds: ['seconds', 'duration_seconds', 'time_on_site'],
  clicks: ['clicks'],
} as const;
type Input = keyof typeof INPUTS;

/** S 5, 2 decimals: bounce rate = cancelled / sessions × 100; depth = pages / sessions; duration = seconds / sessions; PI = sessions / clicks × 100. */
const FORMULAS: Record<string, { top: Input; bottom: Input; times: number }> = {
  BrKpi: { top: 'cancelled', bottom: 'sessions', times: 100 },
  DepthKpi: { top: 'pages', bottom: 'sessions', times: 1 },
  DurationKpi: { top: 'seconds', bottom: 'sessions', times: 1 },
  PiKpi: { top: 'sessions', bottom: 'clicks', times: 100 },
};

function inputOf(indicators: Indicator[], input: Input): Indicator | undefined {
  const inputs = indicators.filter((k) => k.userInput);
  if (input === 'sessions') {
    const byClass = inputs.find((k) => k.class_name === 'SessionsKpi');
    if (byClass) return byClass;
  }
  const names: readonly string[] = INPUTS[input];
  return inputs.find((k) => k.fields.some((f) => names.includes(f)));
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** An input's value in a row as typed: a day's cell, or the total (the live sum of the days when it is an auto total); null when empty or not a number. */
function inputValue(kpi: Indicator, rowKey: string, days: string[], changes: KpiChanges): number | null {
  if (rowKey === TOTAL && kpi.byDay && kpi.autoTotals) return sumOf(days.map((day) => cellKey(kpi.id, day)), changes);
  if (rowKey !== TOTAL && !kpi.byDay) return null;
  const n = textNumber(changes.value(cellKey(kpi.id, rowKey === TOTAL ? null : rowKey)));
  return n === null || Number.isNaN(n) ? null : n;
}

/**
 * A calculated indicator's cell, computed from the row's inputs as they are typed (S 5); when its
 * inputs are not among the tab's indicators, what the server calculated.
 */
function calculatedText(kpi: Indicator, indicators: () => Indicator[], rowKey: string, days: () => string[], changes: KpiChanges): (() => string) | null {
  const formula = FORMULAS[kpi.class_name];
  if (!formula) return null;
  const top = inputOf(indicators(), formula.top);
  const bottom = inputOf(indicators(), formula.bottom);
  if (!top || !bottom) return null;
  return () => {
    const a = inputValue(top, rowKey, days(), changes);
    const b = inputValue(bottom, rowKey, days(), changes);
    return a === null || b === null || b === 0 ? '' : formatNumber(round2((a / b) * formula.times), 2);
  };
}

/**
 * What each cell is (S 2, S 3): a user-input indicator by day has a daily input ('/дни') and, unless
 * its total is the sum of the days (shown live), a total input ('/итог'); one not by day has its
 * total only; a calculated one (BR, depth, duration, PI) is computed from its inputs as they are typed
 * (S 5), or shows what the server calculated when the tab lacks its inputs.
 */
export function kpiCells(indicators: () => Indicator[], days: () => string[], changes: KpiChanges): (row: GridRow, column: GridColumn) => GridCell<CellKey> {
  return (row, column) => {
    const kpi = indicators().find((k) => String(k.id) === column.key);
    if (!kpi) return null;
    const total = row.key === TOTAL;
    const key = cellKey(kpi.id, total ? null : row.key);
    if (!total && !kpi.byDay) return null;
    if (!kpi.userInput) return { kind: 'text', text: calculatedText(kpi, indicators, row.key, days, changes) ?? (() => shown(changes.original(key))) };
    if (total && kpi.byDay && kpi.autoTotals) {
      const dayKeys = days().map((day) => cellKey(kpi.id, day));
      return { kind: 'text', text: () => sumText(dayKeys, changes) };
    }
    return { kind: 'input', key, label: `${kpi.name}${total ? TEXTS.totalSuffix : TEXTS.dailySuffix}` };
  };
}

/** The sum of a column's days; null while none is filled, and while a value is not a number. */
function sumOf(keys: CellKey[], changes: KpiChanges): number | null {
  let sum = 0;
  let any = false;
  for (const key of keys) {
    const n = textNumber(changes.value(key));
    if (n === null) continue;
    if (Number.isNaN(n)) return null;
    sum += n;
    any = true;
  }
  return any ? sum : null;
}

/** The live sum of a column's days; '' while none is filled, and while a value is not a number. */
function sumText(keys: CellKey[], changes: KpiChanges): string {
  const sum = sumOf(keys, changes);
  return sum === null ? '' : formatNumber(round2(sum));
}
