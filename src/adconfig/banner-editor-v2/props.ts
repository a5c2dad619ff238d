import { prop, propsSchema } from '@core/props';

/** data-props of <div id="banner-editor-v2">. */
export const bannerEditorV2Props = propsSchema({
  /** {url} of A 7 Banners for the second kind: POST {url}, PUT {url}/{id}, POST {url}/{id}/generate; default {urlPath}/api/v2/banners. */
  url: prop.optional(prop.apiUrl()),
  /** The banners page, for the back link; default: this page's path without /create or /edit/{id}. */
  listUrl: prop.optional(prop.siteLink()),
});
export type BannerEditorV2Props = ReturnType<typeof bannerEditorV2Props.parse>;
