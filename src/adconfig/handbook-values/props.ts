import { isObject } from '@core/decode';
import { prop, propsSchema } from '@core/props';
import { handbookOf, organizationsOf } from './handbook';

/** data-props of <div id="handbook-values">: `dataUrl`, the values' list (A 7 GET {dataUrl}); default: the page's own path. */
export const handbookValuesProps = propsSchema({
  dataUrl: prop.optional(prop.apiUrl()),
  /** The page's handbook (A 3: `{id, name, is_val, params: {isEditPage, isEditOnCreate}}`), as the page prints it. */
  handbook: prop.optional(prop.custom('a handbook {id, name, is_val, params}', (v) => (isObject(v) ? handbookOf(v) : undefined))),
  /** The organizations a value can belong to (`[{organization_id, name}]`), as the page prints them. */
  organizations: prop.optional(prop.custom('a list of {organization_id, name}', (v) => (Array.isArray(v) ? organizationsOf(v) : undefined))),
});
export type HandbookValuesProps = ReturnType<typeof handbookValuesProps.parse>;
