import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { organizationsOf, type Organization } from './organizations';

export { organizationsOf, type Organization };


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
  /** The record as the list answered it: what a save is built on, so fields and params the modal does not edit go back as they came. */
  source: Readonly<Record<string, unknown>>;
}

/** What POST and PUT send: the organizations as their ids (A 3 `oid`). */
export interface HandbookInput {
  /** Fields of the loaded record the modal does not edit, sent back as they came (issue 41's round trip). */
  [kept: string]: unknown;
  name: string;
  alias: string;
  oid: number[];
  is_val: boolean;
  is_mov: boolean;
  is_public: boolean;
  params: HandbookParams & Record<string, unknown>;
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
  return id === null ? null : { id, status: '', ...rest, is_val: is_val === true, is_mov: is_mov === true, is_public: is_public === true, source: isObject(raw) ? raw : {} };
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 Handbooks GET {dataUrl}'),
  create: spec('A 7 Handbooks POST {dataUrl}'),
  update: spec('A 7 Handbooks PUT {dataUrl}/{id}'),
  remove: spec('A 7 Handbooks DELETE {dataUrl}/{id}'),
  organizationsAnswer: chosen('the modal offers the `organizations` prop (the page prints them); without both, only the edited handbook’s own organizations'),
} satisfies Calls;

/** The only place that knows this screen's URLs (A 7): GET/POST {dataUrl}, PUT/DELETE {dataUrl}/{id}. */
export function handbooksApi(dataUrl?: string, urlPath = '') {
  return restCollection<Handbook, HandbookInput>(dataUrl ?? sitePath('/api/hb/handbooks', urlPath), { row: handbookOf });
}

/** A 2: each name links to its values page, /preferences/handbook-values/{id} (behind the site prefix). */
export function valuesPageOf(id: number, urlPath = ''): string {
  return sitePath(`/preferences/handbook-values/${id}`, urlPath);
}

export type HandbooksApi = ReturnType<typeof handbooksApi>;
