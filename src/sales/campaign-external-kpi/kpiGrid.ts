import { formatDate, formatNumber } from '../../core/format';
import type { ChangeSet } from '../../core/grid/ChangeSet';
import { numberText, textNumber } from '../../core/grid/numericCells';
import type { GridCell, GridColumn, GridRow } from '../../ui/grid/EditableGrid';
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
 * What each cell is (S 2, S 3): a user-input indicator by day has a daily input ('/дни') and, unless
 * its total is the sum of the days (shown live), a total input ('/итог'); one not by day has its
 * total only; a calculated one (BR, depth, duration, PI) shows what the server calculated.
 */
export function kpiCells(indicators: () => Indicator[], days: () => string[], changes: KpiChanges): (row: GridRow, column: GridColumn) => GridCell<CellKey> {
  return (row, column) => {
    const kpi = indicators().find((k) => String(k.id) === column.key);
    if (!kpi) return null;
    const total = row.key === TOTAL;
    const key = cellKey(kpi.id, total ? null : row.key);
    if (!total && !kpi.byDay) return null;
    if (!kpi.userInput) return { kind: 'text', text: () => shown(changes.original(key)) };
    if (total && kpi.byDay && kpi.autoTotals) {
      const dayKeys = days().map((day) => cellKey(kpi.id, day));
      return { kind: 'text', text: () => sumText(dayKeys, changes) };
    }
    return { kind: 'input', key, label: `${kpi.name}${total ? TEXTS.totalSuffix : TEXTS.dailySuffix}` };
  };
}

/** The live sum of a column's days; '' while none is filled, and while a value is not a number. */
function sumText(keys: CellKey[], changes: KpiChanges): string {
  let sum = 0;
  let any = false;
  for (const key of keys) {
    const n = textNumber(changes.value(key));
    if (n === null) continue;
    if (Number.isNaN(n)) return '';
    sum += n;
    any = true;
  }
  return any ? formatNumber(Math.round(sum * 100) / 100) : '';
}
