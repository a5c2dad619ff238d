import { OPTION_PROPS } from '@core/option';
import { propsSchema } from '@core/props';

/** data-props of <div id="option-ctr">: the option props. */
export const optionCtrProps = propsSchema({ ...OPTION_PROPS });
export type OptionCtrProps = ReturnType<typeof optionCtrProps.parse>;
