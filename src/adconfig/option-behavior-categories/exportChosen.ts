import { exportToExcel, type ExcelColumn } from '@core/excel';
import type { BehaviorCategory } from './api';
import { nameOf, TEXT } from './texts';
import type { BehaviorCategoriesValue } from './value';

/** A category of the tree by id (undefined: the tree no longer has it). */
type CategoryOf = (id: number) => BehaviorCategory | undefined;

interface ExportRow {
  id: number;
  path: string;
  descr: string;
  percent: string;
}

/** 'Родитель / Категория': the category's place in the tree (a parent loop cannot hang it). */
function pathOf(id: number, categoryOf: CategoryOf): string {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let at = categoryOf(id); at && !seen.has(at.id); at = at.parentId === null ? undefined : categoryOf(at.parentId)) {
    seen.add(at.id);
    names.unshift(nameOf(at));
  }
  return names.length > 0 ? names.join(' / ') : TEXT.unnamed(id);
}

const COLUMNS: ExcelColumn<ExportRow>[] = [
  { title: TEXT.id, value: (r) => r.id, width: 10 },
  { title: TEXT.name, value: (r) => r.path, width: 60 },
  { title: TEXT.descr, value: (r) => r.descr, width: 40 },
  { title: TEXT.percent, value: (r) => r.percent, width: 10 },
];

/** The chosen categories, as the operator sees them, into an Excel file (exceljs loads now, not with the page). */
export function exportChosen(value: BehaviorCategoriesValue, categoryOf: CategoryOf): Promise<void> {
  const rows = value.map(({ id, percent }) => ({ id, path: pathOf(id, categoryOf), descr: categoryOf(id)?.descr ?? '', percent }));
  return exportToExcel(TEXT.exportFile, COLUMNS, rows);
}
