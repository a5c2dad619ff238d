export { optionApi, statusOf, type OptionApi, type OptionStatus, type LoadedOption, type SavedOption, type OptionSaveMethod } from './optionApi';
export { OptionEditorStore, fieldPath, type OptionEditorConfig, type OptionErrors, type OptionLoadState } from './OptionEditorStore';
export { OPTION_PROPS, currentPageUrl } from './optionProps';
export { numberOrNull, textOfNumber } from './numbers';
