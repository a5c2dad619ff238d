import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '../../core/option';
import { prop, propsSchema } from '../../core/props';

/** data-props of <div id="option-multi-select">: the option props, its name, the choices or the option type's dictionary. */
export const optionMultiSelectProps = propsSchema({
  ...OPTION_PROPS,
  /** The option's name, the editor's heading (default 'Множественный выбор'). */
  title: prop.optional(prop.text()),
  /** The values to tick: [{id, name}]; when absent, the option type's dictionary (dictionaryUrl, optionTypeId). */
  choices: prop.optional(dictionaryProp()),
  ...DICTIONARY_PROPS,
});
export type OptionMultiSelectProps = ReturnType<typeof optionMultiSelectProps.parse>;
