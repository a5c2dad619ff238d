import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="sites-list-form">; urlPath prefixes /api/hb/sites-lists and /api/hb/categories. */
export const sitesListFormProps = propsSchema({
  /** The sites lists page, for the back link; default: this page's path without /create or /edit. */
  listUrl: prop.optional(prop.siteLink()),
  /** The list edited, as the page prints it (A 3 Sites list, with its sites); without it the edit page asks a GET the spec does not name. */
  record: prop.optional(prop.custom('a sites list (an object)', (v) => (isObject(v) ? v : undefined))),
});
export type SitesListFormProps = ReturnType<typeof sitesListFormProps.parse>;
