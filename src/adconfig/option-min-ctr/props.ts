import { OPTION_PROPS } from '@core/option';
import { propsSchema } from '@core/props';

/** data-props of <div id="option-min-ctr">: the option props. */
export const optionMinCtrProps = propsSchema({ ...OPTION_PROPS });
export type OptionMinCtrProps = ReturnType<typeof optionMinCtrProps.parse>;
