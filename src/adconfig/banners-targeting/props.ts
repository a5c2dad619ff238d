import { prop, propsSchema } from '@core/props';

/** data-props of <div id="banners-targeting">; the campaign is the page's ?id=. */
export const bannersTargetingProps = propsSchema({
  /** The targeting table: GET {url} with id, page, field, order, filters; default: the page's own path. */
  url: prop.optional(prop.apiUrl()),
  /** The banner sync call's url (POST adds, DELETE excludes, body {banners}); default {urlPath}/api/campaigns/{id}/banners. */
  bannersUrl: prop.optional(prop.apiUrl()),
});
export type BannersTargetingProps = ReturnType<typeof bannersTargetingProps.parse>;
