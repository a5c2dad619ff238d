export { presetCalls, templateCalls, NO_SAVE_LINK, type SavedParams, type SavedParamsCalls, type SavedParamsInput } from './savedParamsApi';
export { SavedParamsStore, SAVED_PARAMS_TEXT, SAVED_PARAMS_PAGE, type ApplyMode, type SavedParamsKind, type SavedParamsOptions } from './SavedParamsStore';
