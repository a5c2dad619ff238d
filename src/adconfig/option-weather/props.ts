import { OPTION_PROPS } from '@core/option';
import { prop, propsSchema } from '@core/props';

/** data-props of <div id="option-weather">: the option props and the weather kinds to choose from. */
export const optionWeatherProps = propsSchema({
  ...OPTION_PROPS,
  /** The weather kinds (the value keeps their ids): [{id, name}]. */
  weathers: prop.optional(prop.list(prop.object({ id: prop.number({ integer: true, min: 0 }), name: prop.text() }))),
});
export type OptionWeatherProps = ReturnType<typeof optionWeatherProps.parse>;
