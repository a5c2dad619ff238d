// The handbook a values page belongs to and the organizations a value can belong to: the page prints them
// (props), or, on the stand-in's own backend, the list answer carries them beside the rows.
import { d } from '@core/decode';

export interface Organization {
  organization_id: number;
  name: string;
}

/** What the page needs of its handbook (A 3): its name, whether values carry `val`, and its params. */
export interface HandbookInfo {
  id: number | null;
  name: string;
  is_val: boolean;
  isEditPage: boolean;
  isEditOnCreate: boolean;
}

const rawOrganization = d.record({ organization_id: d.id, name: d.text });

/** Organizations of the props or an answer; entries without an id are left out. */
export function organizationsOf(raw: unknown): Organization[] {
  return d.list(rawOrganization)(raw).flatMap((o) => (o.organization_id === null ? [] : [{ organization_id: o.organization_id, name: o.name }]));
}

const rawHandbook = d.record({ id: d.id, name: d.text, is_val: d.bool, params: d.record({ isEditPage: d.bool, isEditOnCreate: d.bool }) });

/** The handbook (the page's props, or the list answer's field beside the rows); anything malformed reads as "no such option". */
export function handbookOf(raw: unknown): HandbookInfo {
  const h = rawHandbook(raw);
  return { id: h.id, name: h.name, is_val: h.is_val !== false, isEditPage: h.params.isEditPage === true, isEditOnCreate: h.params.isEditOnCreate === true };
}

