import { pagePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d } from '@core/decode';

export interface Organization {
  organization_id: number;
  name: string;
}

export interface TemplateChoice {
  template_id: number;
  name: string;
}

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
}

/** What POST and PUT send: the organizations as their ids (`oid`). */
export interface BannerTypeInput {
  name: string;
  alias: string;
  template_id: number | null;
  oid: number[];
}

const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);

const organizationsOf = (raw: unknown): Organization[] =>
  d.records({ organization_id: d.id, name: d.text })(raw).flatMap((o) => (o.organization_id === null ? [] : [{ organization_id: o.organization_id, name: o.name }]));

const rawType = d.record({ id: d.id, name: d.text, alias: d.text, template_id: d.id, organizations: organizationsOf, oid: ids });

function typeOf(raw: unknown): BannerType | null {
  const { id, organizations, oid, ...rest } = rawType(raw);
  if (id === null) return null;
  // The ids from `oid`, else from the organizations named (one of them may be missing in old answers).
  const chosen = oid.length ? oid : organizations.map((o) => o.organization_id);
  return { id, status: '', ...rest, organizations, oid: [...new Set(chosen)] };
}

/** The choices the list answer carries beside its rows (`templates`, `organizations`): the spec leaves their source open. */
export function templatesOf(raw: unknown): TemplateChoice[] {
  return d.records({ template_id: d.id, name: d.text })(raw).flatMap((t) => (t.template_id === null ? [] : [{ template_id: t.template_id, name: t.name || `#${t.template_id}` }]));
}
export { organizationsOf };

/** The only place that knows this screen's URLs (A 7): GET/POST {dataUrl}, PUT/DELETE {dataUrl}/{id}. */
export function bannerTypesApi(dataUrl = pagePath()) {
  return restCollection<BannerType, BannerTypeInput>(dataUrl, { row: typeOf });
}

export type BannerTypesApi = ReturnType<typeof bannerTypesApi>;
