import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-range-rules">: the option props and the event types an events rule may name. */
export const optionRangeRulesProps = propsSchema({
  ...OPTION_PROPS,
  /** The event types for a rule of type 'События': [{id, name}]; when absent, the option type's dictionary (dictionaryUrl, optionTypeId). */
  eventTypes: prop.optional(dictionaryProp()),
  ...DICTIONARY_PROPS,
});
export type OptionRangeRulesProps = ReturnType<typeof optionRangeRulesProps.parse>;
