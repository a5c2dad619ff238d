import { prop, propsSchema } from '@core/props';

/** A project the coefficients belong to (organization_id); the page filters by one with ?oid=. */
const project = prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() });

/** data-props of <div id="search-task-coefficients">: the projects (none: no project field) and urlPath. */
export const searchTaskCoefficientsProps = propsSchema({ projects: prop.optional(prop.list(project)) });
export type SearchTaskCoefficientsProps = ReturnType<typeof searchTaskCoefficientsProps.parse>;
export type Project = NonNullable<SearchTaskCoefficientsProps['projects']>[number];
