import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { propsSchema, prop } from '@core/props';

/** data-props of <div id="option-allow-deny">: the option props, the values (or the option type's dictionary), the rules' attributes. */
export const optionAllowDenyProps = propsSchema({
  ...OPTION_PROPS,
  /** The values to allow or deny: [{id, name}]; when absent, the option type's dictionary (dictionaryUrl, optionTypeId). */
  values: prop.optional(dictionaryProp()),
  ...DICTIONARY_PROPS,
  /** The attributes a restricted-attribute rule may name: [{id, name}]; absent: typed. */
  attributes: prop.optional(dictionaryProp()),
});
export type OptionAllowDenyProps = ReturnType<typeof optionAllowDenyProps.parse>;
