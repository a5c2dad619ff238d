import { prop, propsSchema } from '@core/props';
import { namedChoicesProp } from '@adconfig/shared/bannerList/choices';

/** data-props of <div id="banners-targeting">; the campaign is the page's ?id=. */
export const bannersTargetingProps = propsSchema({
  /** The targeting table: GET {url} with id, page, field, order, filters; default: the page's own path. */
  url: prop.optional(prop.apiUrl()),
  /** The banner types (`[{id, name}]`) the page prints, for the type column's names (and the targeting filter). */
  types: prop.optional(namedChoicesProp()),
  /** The ad engines (`[{id, name}]`) the page prints, for the engine column's names. */
  engines: prop.optional(namedChoicesProp()),
  /** The banner sync call's url (POST adds, DELETE excludes, body {banners}); default {urlPath}/api/campaigns/{id}/banners. */
  bannersUrl: prop.optional(prop.apiUrl()),
});
export type BannersTargetingProps = ReturnType<typeof bannersTargetingProps.parse>;
