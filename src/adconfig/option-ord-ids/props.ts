import { OPTION_PROPS } from '@core/option';
import { propsSchema } from '@core/props';

/** data-props of <div id="option-ord-ids">: the option props (the save's method defaults to PUT here). */
export const optionOrdIdsProps = propsSchema({ ...OPTION_PROPS });
export type OptionOrdIdsProps = ReturnType<typeof optionOrdIdsProps.parse>;
