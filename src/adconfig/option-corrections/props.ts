import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';
import { FORMAT_EVENTS_PROPS } from '@adconfig/shared/optionRules/formatEvents';

/** data-props of <div id="option-corrections">: the option props, the channels a row may choose and the events of a row of one event. */
export const optionCorrectionsProps = propsSchema({
  ...OPTION_PROPS,
  /** The channels a row may choose: [{id, name}]; when absent, the option type's dictionary (dictionaryUrl, optionTypeId). */
  channels: prop.optional(dictionaryProp()),
  ...DICTIONARY_PROPS,
  /** The events a row of type 'event' may choose: [{id, name}]; when absent, the format's events (formatId). */
  eventTypes: prop.optional(dictionaryProp()),
  ...FORMAT_EVENTS_PROPS,
});
export type OptionCorrectionsProps = ReturnType<typeof optionCorrectionsProps.parse>;
