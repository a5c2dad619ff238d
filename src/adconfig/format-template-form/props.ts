import { prop, propsSchema } from '@core/props';
import { recordProp } from '@core/record';

/** data-props of <div id="format-template-form">. */
export const formatTemplateFormProps = propsSchema({
  /** The format templates list to go back to; default {urlPath}/preferences/formats/settings/templates/?id={format_id}. */
  listUrl: prop.optional(prop.siteLink()),
  /** The edit page's template as the backend has it (A 3 Template with its template, payout scheme and params); none: GET /hb/format-templates/{id}. */
  record: recordProp(),
});
export type FormatTemplateFormProps = ReturnType<typeof formatTemplateFormProps.parse>;
