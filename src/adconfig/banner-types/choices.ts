// What the modal offers: the templates and the organizations of a banner type, as the page prints them (props) or, on
// the stand-in's own backend, as the list answer carries them beside its rows (the spec leaves their source open).
import { d } from '@core/decode';

export interface Organization {
  organization_id: number;
  name: string;
}

export interface TemplateChoice {
  template_id: number;
  name: string;
}

/** Organizations of the props or an answer; entries without an id are left out. */
export const organizationsOf = (raw: unknown): Organization[] =>
  d.records({ organization_id: d.id, name: d.text })(raw).flatMap((o) => (o.organization_id === null ? [] : [{ organization_id: o.organization_id, name: o.name }]));

/** Templates of the props or an answer; entries without an id are left out, a missing name shown as #id. */
export function templatesOf(raw: unknown): TemplateChoice[] {
  return d.records({ template_id: d.id, name: d.text })(raw).flatMap((t) => (t.template_id === null ? [] : [{ template_id: t.template_id, name: t.name || `#${t.template_id}` }]));
}
