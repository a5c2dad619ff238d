import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-rules-presets">: the option props, the option type (its presets) and the events a rule may name. */
export const optionRulesPresetsProps = propsSchema({
  ...OPTION_PROPS,
  /** The option type: its presets (A 7 `type_id`); without it the editor shows no presets. */
  optionTypeId: DICTIONARY_PROPS.optionTypeId,
  /** The events a rule may name: [{id (the event as saved), name}]; absent: the event is typed. */
  events: prop.optional(dictionaryProp()),
});
export type OptionRulesPresetsProps = ReturnType<typeof optionRulesPresetsProps.parse>;
