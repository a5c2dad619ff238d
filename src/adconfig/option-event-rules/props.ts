import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';
import { FORMAT_EVENTS_PROPS } from '@adconfig/shared/optionRules/formatEvents';

/** data-props of <div id="option-event-rules">: the option props and where the event types of an event rule come from. */
export const optionEventRulesProps = propsSchema({
  ...OPTION_PROPS,
  /** The event types for a rule of type 'Событие': [{id, name}]; when absent, the format's events (formatId), else the option type's dictionary. */
  eventTypes: prop.optional(dictionaryProp()),
  ...FORMAT_EVENTS_PROPS,
  ...DICTIONARY_PROPS,
});
export type OptionEventRulesProps = ReturnType<typeof optionEventRulesProps.parse>;
