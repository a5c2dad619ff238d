import { prop, propsSchema } from '@core/props';

/** data-props of <div id="handbook-values">: `dataUrl`, the values' list (A 7 GET {dataUrl}); default: the page's own path. */
export const handbookValuesProps = propsSchema({
  dataUrl: prop.optional(prop.apiUrl()),
});
export type HandbookValuesProps = ReturnType<typeof handbookValuesProps.parse>;
