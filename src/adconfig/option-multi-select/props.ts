import { propsSchema } from '@core/props';
import { CHOICE_EDITOR_PROPS } from '@adconfig/shared/choice/props';

/** data-props of <div id="option-multi-select">: the option props, its name, the choices or the option type's dictionary. */
export const optionMultiSelectProps = propsSchema({ ...CHOICE_EDITOR_PROPS });
export type OptionMultiSelectProps = ReturnType<typeof optionMultiSelectProps.parse>;
