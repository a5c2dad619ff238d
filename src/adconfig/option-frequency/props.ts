import { OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-frequency">: the option props, and the events an events rule may count. */
export const optionFrequencyProps = propsSchema({
  ...OPTION_PROPS,
  /** The format's events for the 'События' rule: [{id, name}]; none: the rule counts any event. */
  events: prop.optional(prop.list(prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.text() }))),
});
export type OptionFrequencyProps = ReturnType<typeof optionFrequencyProps.parse>;
