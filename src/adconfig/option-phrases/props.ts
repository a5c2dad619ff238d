import { OPTION_PROPS } from '@core/option';
import { propsSchema } from '@core/props';

/** data-props of <div id="option-phrases">: the option props. */
export const optionPhrasesProps = propsSchema({ ...OPTION_PROPS });
export type OptionPhrasesProps = ReturnType<typeof optionPhrasesProps.parse>;
