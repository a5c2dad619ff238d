import { prop, propsSchema } from '@core/props';

/** data-props of <div id="banner-type-fields">: `url`, the fields' collection (A 7 {url}); default: the page's own path. */
export const bannerTypeFieldsProps = propsSchema({
  url: prop.optional(prop.apiUrl()),
});
export type BannerTypeFieldsProps = ReturnType<typeof bannerTypeFieldsProps.parse>;
