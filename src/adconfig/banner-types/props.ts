import { prop, propsSchema } from '@core/props';

/** data-props of <div id="banner-types">: {dataUrl} of A 7 (GET/POST {dataUrl}, PUT/DELETE {dataUrl}/{id}); default: the page's own path. */
export const bannerTypesProps = propsSchema({
  dataUrl: prop.optional(prop.apiUrl()),
});
export type BannerTypesProps = ReturnType<typeof bannerTypesProps.parse>;
