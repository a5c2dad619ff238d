import { prop, propsSchema } from '@core/props';

/** data-props of <div id="format-template-form">. */
export const formatTemplateFormProps = propsSchema({
  /** The format templates list to go back to; default {urlPath}/preferences/formats/settings/templates/?id={format_id}. */
  listUrl: prop.optional(prop.siteLink()),
});
export type FormatTemplateFormProps = ReturnType<typeof formatTemplateFormProps.parse>;
