import { prop, propsSchema } from '@core/props';
import { organizationsOf } from './organizations';

/** data-props of <div id="handbooks">: `dataUrl`, the handbooks' collection (A 7 {dataUrl}); default {urlPath}/api/hb/handbooks. */
export const handbooksProps = propsSchema({
  dataUrl: prop.optional(prop.apiUrl()),
  /** The organizations a handbook can belong to, as the page prints them (`[{organization_id, name}]`; entries without an id left out). */
  organizations: prop.optional(prop.custom('a list of {organization_id, name}', (v) => (Array.isArray(v) ? organizationsOf(v) : undefined))),
});
export type HandbooksProps = ReturnType<typeof handbooksProps.parse>;
