import { pagePath, sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { handbookOf, organizationsOf, type HandbookInfo, type Organization } from './handbook';

export { handbookOf, organizationsOf, type HandbookInfo, type Organization };


/** A 3: a handbook value. It has no status; CrudListStore's row shape asks for one (never switched here). */
export interface HandbookValue {
  id: number;
  status: '';
  name: string;
  val: string;
  sort: number;
  organization_id: number | null;
  /** The extension tabs' data (channels…): sent back unchanged by the modal. */
  params: Record<string, unknown>;
  /** The record as the list answered it: a save is built on it, so fields the modal does not know go back as they came. */
  source: Readonly<Record<string, unknown>>;
}

/** What POST and PUT send (A 7), over the loaded record's other fields. */
export interface HandbookValueInput {
  [kept: string]: unknown;
  name: string;
  val: string;
  sort: number;
  params: Record<string, unknown>;
  organization_id: number | null;
  handbook_id: number | null;
}


const rawValue = d.record({ id: d.id, name: d.text, val: d.text, sort: d.int, organization_id: d.id, params: d.object });

function valueOf(raw: unknown): HandbookValue | null {
  const { id, sort, ...rest } = rawValue(raw);
  return id === null ? null : { id, status: '', ...rest, sort: sort ?? 0, source: isObject(raw) ? raw : {} };
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 Handbook values GET {dataUrl}'),
  create: spec('A 7 POST /api/hb/handbook-values'),
  update: spec('A 7 PUT /api/hb/handbook-values/{id}'),
  remove: spec('A 7 DELETE /api/hb/handbook-values/{id}'),
  handbookAnswer: chosen('the `handbook` prop (the page prints it); without both: the handbook id from the path, no name, values shown with `val`, edited in the modal'),
  organizationsAnswer: chosen('the `organizations` prop (the page prints them); without both: organizations as #id, chosen by id only'),
} satisfies Calls;

/**
 * The only place that knows this screen's URLs (A 7): GET {dataUrl} (default: this page's path);
 * POST {urlPath}/api/hb/handbook-values, PUT/DELETE …/{id}.
 */
export function handbookValuesApi(dataUrl = pagePath(), urlPath = '') {
  const writes = restCollection<HandbookValue, HandbookValueInput>(sitePath('/api/hb/handbook-values', urlPath), { row: valueOf });
  return { ...writes, list: restCollection<HandbookValue, HandbookValueInput>(dataUrl, { row: valueOf }).list };
}

/** The handbook's id from the page path /preferences/handbook-values/{id}, when the answer does not say. */
export function handbookIdOfPath(path = pagePath()): number | null {
  return d.id(path.split('/').pop());
}

export type HandbookValuesApi = ReturnType<typeof handbookValuesApi>;
