import { pagePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';

/** A 3: a banner type field; its full key is built from the chain of parent aliases. */
export interface BannerTypeField {
  id: number;
  /** Fields have no status; CrudListStore's row shape asks for one (never switched here). */
  status: '';
  name: string;
  alias: string;
  type: string;
  parent_id: number | null;
  default_value: string;
  /** Sent back unchanged on edit: the modal does not edit them. */
  params: Record<string, unknown>;
  adv_engines: number[];
  engines: number[];
  /** The record as the list answered it: a save is built on it, so what the modal does not edit goes back as it came. */
  source: Readonly<Record<string, unknown>>;
}

/** What POST and PUT send, over the loaded record's other fields. */
export interface BannerTypeFieldInput {
  [kept: string]: unknown;
  name: string;
  alias: string;
  type: string;
  parent_id: number | null;
  default_value: string | null;
  params: Record<string, unknown>;
  adv_engines: number[];
  engines: number[];
}

const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);
const rawField = d.record({ id: d.id, name: d.text, alias: d.text, type: d.text, parent_id: d.id, default_value: d.text, params: d.object, adv_engines: ids, engines: ids });

function fieldOf(raw: unknown): BannerTypeField | null {
  const { id, ...rest } = rawField(raw);
  return id === null ? null : { id, status: '', ...rest, source: isObject(raw) ? raw : {} };
}

/** What this screen asks the backend for (issue 41): every call is the spec's. */
export const calls = {
  list: spec('A 7 Banner type fields GET {url}'),
  create: spec('A 7 Banner type fields POST {url}'),
  update: spec('A 7 Banner type fields PUT {url}/{id}'),
  remove: spec('A 7 Banner type fields DELETE {url}/{id}'),
  sort: spec('A 7 Banner type fields POST {url}/sort with order (ids)'),
} satisfies Calls;

/** The only place that knows this screen's URLs (A 7): GET/POST {url}, PUT/DELETE {url}/{id}, POST {url}/sort. */
export function bannerTypeFieldsApi(url = pagePath()) {
  return {
    ...restCollection<BannerTypeField, BannerTypeFieldInput>(url, { row: fieldOf }),
    /** A 7: the new order, every id of the table. */
    sort: (order: number[]) => api.post<unknown>(`${url}/sort`, { order }),
  };
}

export type BannerTypeFieldsApi = ReturnType<typeof bannerTypeFieldsApi>;
