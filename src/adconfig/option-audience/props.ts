import { OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-audience">: the option props, and where audiences are searched by name. */
export const optionAudienceProps = propsSchema({
  ...OPTION_PROPS,
  /** The audiences' multi-search (our choice, like A 7's behaviour multi-search); default `{urlPath}/hb/audiences/multi-search`. */
  searchUrl: prop.optional(prop.apiUrl()),
});
export type OptionAudienceProps = ReturnType<typeof optionAudienceProps.parse>;
