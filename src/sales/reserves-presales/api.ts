import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { chosen, type Calls } from '@core/calls';

/** One manager's month: the reservation plan and fact, the presale plan coefficient and the presale fact. */
export interface ReserveRow {
  id: number;
  name: string;
  plan: number | null;
  fact: number | null;
  coefficient: number | null;
  presale_fact: number | null;
}

export interface SavedCoefficient {
  id: number;
  coefficient: number | null;
}

const rawRow = d.record({ id: d.id, name: d.text, plan: d.number, fact: d.number, coefficient: d.number, presale_fact: d.number });

/** A row, untrusted: a missing or wrong field reads as empty; null without an id. */
function rowOf(raw: unknown): ReserveRow | null {
  const { id, ...rest } = rawRow(raw);
  return id === null ? null : { id, ...rest, name: rest.name || `#${id}` };
}

/** A month the page printed, with its rows. */
export interface MonthRows {
  month: string;
  rows: ReserveRow[];
}

/** The page's month (props): undefined unless it names a Y-m month and carries a list of rows. */
export function monthRowsOf(raw: unknown): MonthRows | undefined {
  const month = d.text(d.field(raw, 'month'));
  const rows = d.field(raw, 'rows');
  return /^\d{4}-\d{2}$/.test(month) && Array.isArray(rows) ? { month, rows: rowsOf(rows) } : undefined;
}

const rowsOf = (raw: unknown): ReserveRow[] => d.list(rowOf)(raw).filter((r): r is ReserveRow => r !== null);
const savedOf = (raw: unknown): SavedCoefficient[] => d.list(d.record({ id: d.id, coefficient: d.number }))(raw).flatMap((s) => (s.id === null ? [] : [{ id: s.id, coefficient: s.coefficient }]));

/** The screen's calls (issue 41): the spec names none; the page's month comes in props. */
export const calls = {
  month: chosen('GET {page}/data?month=Y-m: only the month the page printed (props `month`) shows; another month shows the load failure'),
  saveCoefficients: chosen('PUT {page}/coefficients: the coefficients cannot be saved (the error shows, they stay unsaved); a bare answer keeps them as sent'),
  monthProp: chosen('prop `month` {month, rows}: without it the month is read by GET {page}/data'),
} satisfies Calls;

/** The only place that knows this screen's URLs: behind the page path (the spec names none; ours, in the README row). */
export function reservesPresalesApi(base = pagePath()) {
  return {
    /** GET {page}/data?month=Y-m: every manager's row of the month (both tabs read it). */
    month: async (month: string, signal?: AbortSignal) => rowsOf(await api.get<unknown>(`${base}/data`, { params: { month }, signal })),
    /** PUT {page}/coefficients {month, coefficients: [{id, coefficient}]}: the changed ones; the answer, the saved ones. */
    saveCoefficients: async (month: string, coefficients: SavedCoefficient[]) => savedOf((await api.put<unknown>(`${base}/coefficients`, { month, coefficients })).data),
  };
}

export type ReservesPresalesApi = ReturnType<typeof reservesPresalesApi>;
