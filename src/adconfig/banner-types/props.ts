import { prop, propsSchema } from '@core/props';
import { organizationsOf, templatesOf } from './choices';

/** data-props of <div id="banner-types">: {dataUrl} of A 7 (GET/POST {dataUrl}, PUT/DELETE {dataUrl}/{id}); default: the page's own path. */
export const bannerTypesProps = propsSchema({
  dataUrl: prop.optional(prop.apiUrl()),
  /** The templates a type can use (`[{template_id, name}]`), as the page prints them. */
  templates: prop.optional(prop.custom('a list of {template_id, name}', (v) => (Array.isArray(v) ? templatesOf(v) : undefined))),
  /** The organizations a type can belong to (`[{organization_id, name}]`), as the page prints them. */
  organizations: prop.optional(prop.custom('a list of {organization_id, name}', (v) => (Array.isArray(v) ? organizationsOf(v) : undefined))),
});
export type BannerTypesProps = ReturnType<typeof bannerTypesProps.parse>;
