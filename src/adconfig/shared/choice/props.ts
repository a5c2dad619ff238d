// What the single and the multi select options read beside the option props (A 2, A 7).
import { DICTIONARY_PROPS, dictionaryProp, OPTION_PROPS } from '@core/option';
import { prop } from '@core/props';

export const CHOICE_EDITOR_PROPS = {
  ...OPTION_PROPS,
  /** The option's name, the editor's heading (default: the editor's own). */
  title: prop.optional(prop.text()),
  /** The values to choose from: [{id, name}]; when absent, the option type's dictionary (dictionaryUrl, optionTypeId). */
  choices: prop.optional(dictionaryProp()),
  ...DICTIONARY_PROPS,
};
