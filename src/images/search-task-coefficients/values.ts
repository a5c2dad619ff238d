import { isNumeric, type FieldErrors } from '@core/validate';
import type { Coefficient, CoefficientInput, CoefficientItem, CoefficientType } from './api';
import { TEXTS } from './texts';

/** An item as the modal's controls hold it; `saved`: it came from the server (deleted, not removed, I 4). */
export interface ItemValues {
  name: string;
  val: string;
  sort: number;
  status: CoefficientItem['status'];
  saved: boolean;
  /** The item as it came (a saved one): sent back under the edits. */
  source?: CoefficientItem['source'];
}

/** The modal's values as its controls hold them ('' = none). */
export interface CoefficientValues {
  name: string;
  organization_id: string;
  /** simple, list, or the stored value the screen does not know (kept). */
  type: CoefficientType | string;
  apply_order: string;
  /** The modal's on/off toggle sets active or blocked; another stored status stays until it is touched. Sent with Save. */
  status: string;
  val: string;
  items: ItemValues[];
}

const text = (n: number | null): string => (n === null ? '' : String(n));
const number = (value: string): number => Number(value.trim().replace(',', '.'));

export function emptyValues(projectId: number | null): CoefficientValues {
  return { name: '', organization_id: text(projectId), type: 'simple', apply_order: '', status: 'active', val: '', items: [] };
}

export function valuesOf(row: Coefficient): CoefficientValues {
  return {
    name: row.name,
    organization_id: text(row.organization_id),
    type: row.type,
    apply_order: text(row.apply_order),
    status: row.status,
    val: text(row.val),
    items: row.items.map((item) => ({ name: item.name, val: text(item.val), sort: item.sort, status: item.status, saved: true, source: item.source })),
  };
}

/**
 * What the backend receives: a simple coefficient's val, a list coefficient's items (deleted ones too, marked),
 * the status of the modal's toggle. An edited coefficient's `source` (the record as it came) goes under them,
 * so its fields the screen does not know are kept; of a type the screen does not know, val and items go back
 * as they came.
 */
export function inputOf(values: CoefficientValues, source: Readonly<Record<string, unknown>> = {}): CoefficientInput {
  const list = values.type === 'list';
  const known = list || values.type === 'simple';
  const items = values.items.map((item) => ({ ...item.source, name: item.name.trim(), val: number(item.val), sort: item.sort, status: item.status }));
  return {
    ...source,
    name: values.name.trim(),
    organization_id: values.organization_id === '' ? null : Number(values.organization_id),
    type: values.type,
    apply_order: number(values.apply_order),
    status: values.status,
    val: known ? (list ? null : number(values.val)) : (source.val ?? null),
    items: known ? (list ? items : []) : (source.items ?? []),
  };
}

/** S 9 (sales): a new item's sort is one past the maximum. */
export function nextSort(items: ItemValues[]): number {
  return items.reduce((max, item) => Math.max(max, item.sort), 0) + 1;
}

/** I 5 beyond the per-field rules: the project when there are projects, the simple value, the list's items. */
export function checkValues(values: CoefficientValues, hasProjects: boolean): FieldErrors<CoefficientValues> {
  const errors: FieldErrors<CoefficientValues> = {};
  if (hasProjects && !isNumeric(values.organization_id)) errors.organization_id = TEXTS.requiredNumber;
  if (values.type === 'simple' && !isNumeric(values.val)) errors.val = TEXTS.requiredNumber;
  if (values.type === 'list') {
    const items = values.items.filter((item) => item.status !== 'deleted');
    if (!items.length) errors.items = TEXTS.noItems;
    else if (items.some((item) => !item.name.trim() || !isNumeric(item.val))) errors.items = TEXTS.badItems;
  }
  return errors;
}
