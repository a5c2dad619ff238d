export { optionApi, statusOf, type OptionApi, type OptionStatus, type LoadedOption, type SavedOption, type OptionSaveMethod, type OptionProtocol } from './optionApi';
export { OptionEditorStore, fieldPath, optionBody, type OptionBodyContext, type OptionEditorConfig, type OptionErrors } from './OptionEditorStore';
export { OPTION_PROPS, currentPageUrl } from './optionProps';
export { numberOrNull, textOfNumber, boundedNumber, steppedText } from './numbers';
export { optionForm, REMOVE_ROW_QUESTION, type OptionFormOptions } from './optionForm';
export { DICTIONARY_PROPS, dictionaryProp, dictionaryUrl, dictionaryItems, dictionaryCacheKey, optionDictionary, type DictionaryItem } from './dictionary';
export { idOf, idsOf, idValue, optionalIdValue } from './ids';
