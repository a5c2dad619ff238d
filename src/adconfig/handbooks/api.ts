import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d } from '@core/decode';

export interface Organization {
  organization_id: number;
  name: string;
}

/** A 3: what a handbook's values page does (A 2: edit on a page of its own, go there after a create). */
export interface HandbookParams {
  isEditPage: boolean;
  isEditOnCreate: boolean;
}

/** A 3: a handbook. It has no status; CrudListStore's row shape asks for one (never switched here). */
export interface Handbook {
  id: number;
  status: '';
  name: string;
  alias: string;
  organizations: Organization[];
  is_val: boolean;
  is_mov: boolean;
  is_public: boolean;
  params: HandbookParams;
}

/** What POST and PUT send: the organizations as their ids (A 3 `oid`). */
export interface HandbookInput {
  name: string;
  alias: string;
  oid: number[];
  is_val: boolean;
  is_mov: boolean;
  is_public: boolean;
  params: HandbookParams;
}

const rawOrganization = d.record({ organization_id: d.id, name: d.text });

/** Organizations of an answer; entries without an id are left out. */
export function organizationsOf(raw: unknown): Organization[] {
  return d.list(rawOrganization)(raw).flatMap((o) => (o.organization_id === null ? [] : [{ organization_id: o.organization_id, name: o.name }]));
}

const rawParams = d.record({ isEditPage: d.bool, isEditOnCreate: d.bool });

/** A handbook's params: anything but true (or 1) is off. */
export function handbookParamsOf(raw: unknown): HandbookParams {
  const params = rawParams(raw);
  return { isEditPage: params.isEditPage === true, isEditOnCreate: params.isEditOnCreate === true };
}

const rawHandbook = d.record({ id: d.id, name: d.text, alias: d.text, organizations: organizationsOf, is_val: d.bool, is_mov: d.bool, is_public: d.bool, params: handbookParamsOf });

function handbookOf(raw: unknown): Handbook | null {
  const { id, is_val, is_mov, is_public, ...rest } = rawHandbook(raw);
  return id === null ? null : { id, status: '', ...rest, is_val: is_val === true, is_mov: is_mov === true, is_public: is_public === true };
}

/** The only place that knows this screen's URLs (A 7): GET/POST {dataUrl}, PUT/DELETE {dataUrl}/{id}. */
export function handbooksApi(dataUrl?: string, urlPath = '') {
  return restCollection<Handbook, HandbookInput>(dataUrl ?? sitePath('/api/hb/handbooks', urlPath), { row: handbookOf });
}

/** A 2: each name links to its values page, /preferences/handbook-values/{id} (behind the site prefix). */
export function valuesPageOf(id: number, urlPath = ''): string {
  return sitePath(`/preferences/handbook-values/${id}`, urlPath);
}

export type HandbooksApi = ReturnType<typeof handbooksApi>;
