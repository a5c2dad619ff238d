import { prop, propsSchema } from '@core/props';

/** data-props of <div id="banners">. */
export const bannersProps = propsSchema({
  /** The banners list: GET {url} with page, per_page, field, order; default: the page's own path. */
  url: prop.optional(prop.apiUrl()),
});
export type BannersProps = ReturnType<typeof bannersProps.parse>;
