import { propsSchema } from '@core/props';
import { CHOICE_EDITOR_PROPS } from '@adconfig/shared/choice/props';

/** data-props of <div id="option-single-select">: the option props, its name, the choices or the option type's dictionary. */
export const optionSingleSelectProps = propsSchema({ ...CHOICE_EDITOR_PROPS });
export type OptionSingleSelectProps = ReturnType<typeof optionSingleSelectProps.parse>;
