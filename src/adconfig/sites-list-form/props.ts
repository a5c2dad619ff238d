import { prop, propsSchema } from '@core/props';

/** data-props of <div id="sites-list-form">; urlPath prefixes /api/hb/sites-lists and /api/hb/categories. */
export const sitesListFormProps = propsSchema({
  /** The sites lists page, for the back link; default: this page's path without /create or /edit. */
  listUrl: prop.optional(prop.siteLink()),
});
export type SitesListFormProps = ReturnType<typeof sitesListFormProps.parse>;
