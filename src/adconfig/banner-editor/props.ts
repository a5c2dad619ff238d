import { prop, propsSchema } from '@core/props';

/** data-props of <div id="banner-editor">. */
export const bannerEditorProps = propsSchema({
  /** {url} of A 7 Banners: POST {url}, PUT {url}/{id}, POST {url}/{id}/generate; default {urlPath}/api/banners. */
  url: prop.optional(prop.apiUrl()),
  /** The banners page, for the back link; default: this page's path without /create or /edit/{id}. */
  listUrl: prop.optional(prop.siteLink()),
});
export type BannerEditorProps = ReturnType<typeof bannerEditorProps.parse>;
