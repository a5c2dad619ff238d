import { pagePath, queryParam } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d } from '@core/decode';

export type CoefficientType = 'simple' | 'list';
export const COEFFICIENT_TYPES: readonly CoefficientType[] = ['simple', 'list'];

/** I 3: an item of a list coefficient; a deleted one stays in the list until saved (I 4: toggled back to active). */
export interface CoefficientItem {
  name: string;
  val: number | null;
  sort: number;
  status: 'active' | 'deleted';
}

/** I 3: a search task coefficient. */
export interface Coefficient {
  id: number;
  name: string;
  organization_id: number | null;
  type: CoefficientType;
  apply_order: number | null;
  /** I 3: active, blocked or another (deleted-type) value, kept as sent: only 'active' reads as on, and only 'blocked' as blocked. */
  status: string;
  /** A simple coefficient's value. */
  val: number | null;
  /** A list coefficient's items. */
  items: CoefficientItem[];
}

/** What POST and PUT send (JSON). */
export interface CoefficientInput {
  name: string;
  organization_id: number | null;
  type: CoefficientType;
  apply_order: number;
  /** active or blocked; an edited coefficient's other status is sent back as it is. */
  status: string;
  val: number | null;
  items: CoefficientItem[];
}

const rawItem = { name: d.text, val: d.number, sort: d.int, status: d.oneOf<'active' | 'deleted'>(['active', 'deleted'], 'active') };

const rawCoefficient = d.record({
  id: d.id,
  name: d.text,
  organization_id: d.id,
  type: d.oneOf<CoefficientType>(COEFFICIENT_TYPES, 'simple'),
  apply_order: d.int,
  status: d.text,
  val: d.number,
  items: d.records(rawItem),
});

/** One coefficient of an answer; without an id it cannot be edited: left out. Items without a sort get one past the maximum. */
export function coefficientOf(raw: unknown): Coefficient | null {
  const { id, items, ...rest } = rawCoefficient(raw);
  if (id === null) return null;
  let next = 1;
  const sorted = items.map((item) => {
    const sort = item.sort ?? next;
    next = Math.max(next, sort + 1);
    return { ...item, sort };
  });
  return { id, ...rest, items: sorted };
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
