import { prop, propsSchema } from '@core/props';

/** data-props of <div id="handbooks">: `dataUrl`, the handbooks' collection (A 7 {dataUrl}); default {urlPath}/api/hb/handbooks. */
export const handbooksProps = propsSchema({
  dataUrl: prop.optional(prop.apiUrl()),
});
export type HandbooksProps = ReturnType<typeof handbooksProps.parse>;
