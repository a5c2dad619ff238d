import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '../../core/option';
import { prop, propsSchema } from '../../core/props';

/** data-props of <div id="option-single-select">: the option props, its name, the choices or the option type's dictionary. */
export const optionSingleSelectProps = propsSchema({
  ...OPTION_PROPS,
  /** The option's name, the editor's heading (default 'Одиночный выбор'). */
  title: prop.optional(prop.text()),
  /** The values to choose from: [{id, name}]; when absent, the option type's dictionary (dictionaryUrl, optionTypeId). */
  choices: prop.optional(dictionaryProp()),
  ...DICTIONARY_PROPS,
});
export type OptionSingleSelectProps = ReturnType<typeof optionSingleSelectProps.parse>;
