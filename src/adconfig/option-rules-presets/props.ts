import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';
import { FORMAT_EVENTS_PROPS } from '@adconfig/shared/optionRules/formatEvents';

/** data-props of <div id="option-rules-presets">: the option props, the option type (its presets) and the events a rule may name. */
export const optionRulesPresetsProps = propsSchema({
  ...OPTION_PROPS,
  /** The option type: its presets (A 7 `type_id`); without it the editor shows no presets. */
  optionTypeId: DICTIONARY_PROPS.optionTypeId,
  /** The events a rule may name: [{id (the event as saved), name}]; absent: the format's events (formatId), else the event is typed. */
  events: prop.optional(dictionaryProp()),
  /** A 7 GET {api}/format-events (format_id): the format whose events a rule may name when `events` is absent (kept 7 days per userId). */
  ...FORMAT_EVENTS_PROPS,
});
export type OptionRulesPresetsProps = ReturnType<typeof optionRulesPresetsProps.parse>;
