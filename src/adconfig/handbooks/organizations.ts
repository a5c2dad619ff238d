import { d } from '@core/decode';

/** A 3: an organization a handbook can belong to. */
export interface Organization {
  organization_id: number;
  name: string;
}

const rawOrganization = d.record({ organization_id: d.id, name: d.text });

/** Organizations of an answer; entries without an id are left out. */
export function organizationsOf(raw: unknown): Organization[] {
  return d.list(rawOrganization)(raw).flatMap((o) => (o.organization_id === null ? [] : [{ organization_id: o.organization_id, name: o.name }]));
}
