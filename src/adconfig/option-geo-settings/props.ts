import { OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-geo-settings">: the option props, and where the geo templates are listed and saved. */
export const optionGeoSettingsProps = propsSchema({
  ...OPTION_PROPS,
  /** GET: the saved geo templates `[{id, name, description, params: {allow, deny}}]`; absent: none listed. */
  templatesUrl: prop.optional(prop.apiUrl()),
  /** POST `{name, params}`: a template saved; absent: saving says 'Не задана ссылка сохранения'. */
  templateSaveUrl: prop.optional(prop.apiUrl()),
});
export type OptionGeoSettingsProps = ReturnType<typeof optionGeoSettingsProps.parse>;
