import { pagePath, queryParam } from '@core/basePath';
import { spec, type Calls } from '@core/calls';
import { restCollection } from '@core/crud/restCollection';
import { d, isObject } from '@core/decode';

export type CoefficientType = 'simple' | 'list';
export const COEFFICIENT_TYPES: readonly CoefficientType[] = ['simple', 'list'];
export const isCoefficientType = (value: string): value is CoefficientType => (COEFFICIENT_TYPES as readonly string[]).includes(value);

export const calls = {
  list: spec('I 7 Coefficients: GET {page} with rnd and oid'),
  create: spec('I 7 Coefficients: POST {page}; data (with id)'),
  update: spec('I 7 Coefficients: PUT {page}/{id}; data (with id); a bare answer is a save (the list reloads)'),
  toggle: spec('I 7 Coefficients: PUT {page}/toggle/{id} with status'),
  remove: spec('I 7 Coefficients: DELETE {page}/{id}'),
} satisfies Calls;

type Source = Readonly<Record<string, unknown>>;
const sourceOf = (raw: unknown): Source => (isObject(raw) ? raw : {});

/** I 3: an item of a list coefficient; a deleted one stays in the list until saved (I 4: toggled back to active). */
export interface CoefficientItem {
  name: string;
  val: number | null;
  sort: number;
  /** active or deleted; another value is kept as sent (shown as not deleted). */
  status: string;
  /** The item as the backend sent it: saved back with the edits over it. */
  source?: Source;
}

/** I 3: a search task coefficient. */
export interface Coefficient {
  id: number;
  name: string;
  organization_id: number | null;
  /** simple or list; another value is kept as sent ('Неизвестное значение (…)'). */
  type: string;
  apply_order: number | null;
  /** I 3: active, blocked or another (deleted-type) value, kept as sent: only 'active' reads as on, and only 'blocked' as blocked. */
  status: string;
  /** A simple coefficient's value. */
  val: number | null;
  /** A list coefficient's items. */
  items: CoefficientItem[];
  /** The record as the backend sent it: an edit saves it back with the edits over it (issue 41's round trip). */
  source: Source;
}

/** An item as POST and PUT send it: its fields the screen does not know beside. */
export type CoefficientItemInput = Record<string, unknown> & Omit<CoefficientItem, 'source'>;

/** What POST and PUT send (JSON): an edited record's other fields as they came, beside these. */
export type CoefficientInput = Record<string, unknown> & {
  name: string;
  organization_id: number | null;
  type: string;
  apply_order: number;
  /** active or blocked; an edited coefficient's other status is sent back as it is. */
  status: string;
  val: unknown;
  items: unknown;
};

const rawItem = { name: d.text, val: d.number, sort: d.int, status: d.text };

const rawCoefficient = d.record({
  id: d.id,
  name: d.text,
  organization_id: d.id,
  type: d.text,
  apply_order: d.int,
  status: d.text,
  val: d.number,
  items: d.records(rawItem),
});

/** One coefficient of an answer; without an id it cannot be edited: left out. Items without a sort get one past the maximum. */
export function coefficientOf(raw: unknown): Coefficient | null {
  const { id, items, type, ...rest } = rawCoefficient(raw);
  if (id === null) return null;
  const sources = d.list(sourceOf)(d.field(raw, 'items'));
  let next = 1;
  const sorted = items.map((item, i) => {
    const sort = item.sort ?? next;
    next = Math.max(next, sort + 1);
    return { ...item, status: item.status || 'active', sort, source: sources[i] ?? {} };
  });
  // No type at all reads as simple (the form needs one); a type the screen does not know stays as it came.
  return { id, ...rest, type: type || 'simple', items: sorted, source: sourceOf(raw) };
}

/** The project filter of the page: its query parameter `oid` (I 2.2), when it is a project id. */
export function projectOfPage(search: string = window.location.search): number | null {
  return d.id(queryParam('oid', search));
}

/** The only place that knows this screen's URLs (I 7): the page path itself, GET with rnd and oid, PUT …/toggle/{id} with the status. */
export function coefficientsApi(base: string = pagePath()) {
  return restCollection<Coefficient, CoefficientInput>(base, { row: coefficientOf, status: { path: 'toggle' } });
}

export type CoefficientsApi = ReturnType<typeof coefficientsApi>;
