import { pagePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { organizationsOf, templatesOf, type Organization, type TemplateChoice } from './choices';

export { organizationsOf, templatesOf, type Organization, type TemplateChoice };


/** A 3: a banner type (id, name, alias, template_id, organizations, oid). */
export interface BannerType {
  id: number;
  /** Banner types have no status; CrudListStore's row shape asks for one (never switched here). */
  status: '';
  name: string;
  alias: string;
  template_id: number | null;
  /** The organizations the type belongs to, as the answer names them. */
  organizations: Organization[];
  /** Their ids (A 3 `oid`); what the form edits. */
  oid: number[];
  /** The record as the list answered it: a save is built on it, so what the modal does not edit goes back as it came. */
  source: Readonly<Record<string, unknown>>;
}

/** What POST and PUT send: the organizations as their ids (`oid`). */
export interface BannerTypeInput {
  /** The loaded record's other fields, sent back as they came (issue 41's round trip). */
  [kept: string]: unknown;
  name: string;
  alias: string;
  template_id: number | null;
  oid: number[];
}

const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);


const rawType = d.record({ id: d.id, name: d.text, alias: d.text, template_id: d.id, organizations: organizationsOf, oid: ids });

function typeOf(raw: unknown): BannerType | null {
  const { id, organizations, oid, ...rest } = rawType(raw);
  if (id === null) return null;
  // The ids from `oid`, else from the organizations named (one of them may be missing in old answers).
  const chosen = oid.length ? oid : organizations.map((o) => o.organization_id);
  return { id, status: '', ...rest, organizations, oid: [...new Set(chosen)], source: isObject(raw) ? raw : {} };
}


/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 Banner types GET {dataUrl}'),
  create: spec('A 7 Banner types POST {dataUrl}'),
  update: spec('A 7 Banner types PUT {dataUrl}/{id}'),
  remove: spec('A 7 Banner types DELETE {dataUrl}/{id}'),
  choicesAnswer: chosen('the `templates` and `organizations` props (the page prints them); without both the template and the organizations are typed as ids and shown as #id'),
} satisfies Calls;

/** The only place that knows this screen's URLs (A 7): GET/POST {dataUrl}, PUT/DELETE {dataUrl}/{id}. */
export function bannerTypesApi(dataUrl = pagePath()) {
  return restCollection<BannerType, BannerTypeInput>(dataUrl, { row: typeOf });
}

export type BannerTypesApi = ReturnType<typeof bannerTypesApi>;
