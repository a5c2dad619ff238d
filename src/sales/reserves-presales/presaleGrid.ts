import { formatMoney, formatNumber, round2 } from '@core/format';
import type { ChangeSet } from '@core/grid/ChangeSet';
import { numberText, textNumber } from '@core/grid/numericCells';
import type { GridCell, GridColumn, GridRow } from '@ui/grid/EditableGrid';
import type { ReserveRow } from './api';
import { TEXTS } from './texts';

/** The coefficients being edited, by manager id, as typed. */
export type Coefficients = ChangeSet<number, string>;

export const COLUMNS: GridColumn[] = [
  { key: 'plan', title: TEXTS.plan, width: '9rem' },
  { key: 'coefficient', title: TEXTS.coefficient, width: '7rem' },
  { key: 'presale_plan', title: TEXTS.presalePlan, width: '9rem' },
  { key: 'presale_fact', title: TEXTS.presaleFact, width: '9rem' },
];

/** S 9: presale plan = reservation plan × coefficient, two decimals; null while either is missing or not a number. */
export function presalePlan(plan: number | null, coefficientText: string): number | null {
  const k = textNumber(coefficientText);
  if (plan === null || k === null || !Number.isFinite(k)) return null;
  return round2(plan * k);
}

export const coefficientEntries = (rows: ReserveRow[]): Array<[number, string]> => rows.map((r) => [r.id, numberText(r.coefficient)]);

const shown = (n: number | null): string => (n === null ? '' : formatNumber(n));

/**
 * What each cell of the presale grid is: the coefficient an input (read only without isCoefficientChange),
 * the presale plan its live product with the reservation plan, the rest the month's figures.
 */
export function presaleCells(rows: () => ReserveRow[], coefficients: Coefficients, editable: boolean): (row: GridRow, column: GridColumn) => GridCell<number> {
  return (gridRow, column) => {
    const row = rows().find((r) => String(r.id) === gridRow.key);
    if (!row) return null;
    switch (column.key) {
      case 'plan':
        return { kind: 'text', text: () => shown(row.plan) };
      case 'coefficient':
        return { kind: 'input', key: row.id, readOnly: !editable };
      case 'presale_plan':
        return { kind: 'text', text: () => formatMoney(presalePlan(row.plan, coefficients.value(row.id))) };
      case 'presale_fact':
        return { kind: 'text', text: () => shown(row.presale_fact) };
      default:
        return null;
    }
  };
}
