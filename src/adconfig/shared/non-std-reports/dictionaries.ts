// The dictionaries the backend prints into data-props (status list, result types, data sources,
// projects, roles). Read leniently: a malformed entry is dropped, never a broken page.
import { d } from '@core/decode';
import { prop, type Choice } from '@core/props';

export type { Choice };
/** A 3: a result type; isFile results are a download link, the others a table. */
export interface ResultType extends Choice {
  isFile: boolean;
}

export const resultTypeList = () =>
  prop.custom('a list of {id, name, isFile}', (raw) =>
    Array.isArray(raw)
      ? d
          .records({ id: d.text, name: d.text, isFile: d.bool })(raw)
          .filter((t) => t.id !== '')
          .map((t): ResultType => ({ id: t.id, name: t.name || t.id, isFile: t.isFile === true }))
      : undefined,
  );

/** A 4: a status not in the list falls back to none. */
export const NO_STATUS: Choice = { id: 'none', name: 'Без статуса' };

export function statusOf(status: string, statuses: readonly Choice[]): Choice {
  return statuses.find((s) => s.id === status) ?? statuses.find((s) => s.id === NO_STATUS.id) ?? NO_STATUS;
}

export function nameOf(id: string, list: readonly Choice[]): string {
  return list.find((c) => c.id === id)?.name ?? '';
}
