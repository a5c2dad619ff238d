import { prop, propsSchema } from '@core/props';
import { namedChoicesProp } from '@adconfig/shared/bannerList/choices';

/** data-props of <div id="banners">. */
export const bannersProps = propsSchema({
  /** The banners list: GET {url} with page, per_page, field, order; default: the page's own path. */
  url: prop.optional(prop.apiUrl()),
  /** The banner types (`[{id, name}]`) the page prints, for the type column's names (and the targeting filter). */
  types: prop.optional(namedChoicesProp()),
  /** The ad engines (`[{id, name}]`) the page prints, for the engine column's names. */
  engines: prop.optional(namedChoicesProp()),
});
export type BannersProps = ReturnType<typeof bannersProps.parse>;
