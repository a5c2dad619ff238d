import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="banner-editor">. */
export const bannerEditorProps = propsSchema({
  /** {url} of A 7 Banners: POST {url}, PUT {url}/{id}, POST {url}/{id}/generate; default {urlPath}/api/banners. */
  url: prop.optional(prop.apiUrl()),
  /** The banners page, for the back link; default: this page's path without /create or /edit/{id}. */
  listUrl: prop.optional(prop.siteLink()),
  /** The banner edited, as the page prints it (A 3 Banner); without it the edit page asks a GET the spec does not name. */
  record: prop.optional(prop.custom('a banner (an object)', (v) => (isObject(v) ? v : undefined))),
  /** The form's options as the page prints them (`{types, engines}`); without them the page asks GET {url}/form-options (ours). */
  formOptions: prop.optional(prop.custom('the form options {types, engines} (an object)', (v) => (isObject(v) ? v : undefined))),
});
export type BannerEditorProps = ReturnType<typeof bannerEditorProps.parse>;
