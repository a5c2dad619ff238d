import { OPTION_PROPS } from '@core/option';
import { propsSchema } from '@core/props';

/** data-props of <div id="option-quality-slider">: the option props. */
export const optionQualitySliderProps = propsSchema({ ...OPTION_PROPS });
export type OptionQualitySliderProps = ReturnType<typeof optionQualitySliderProps.parse>;
