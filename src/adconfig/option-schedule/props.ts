import { OPTION_PROPS } from '@core/option';
import { propsSchema } from '@core/props';

/** data-props of <div id="option-schedule">: the option props only. */
export const optionScheduleProps = propsSchema({ ...OPTION_PROPS });
export type OptionScheduleProps = ReturnType<typeof optionScheduleProps.parse>;
