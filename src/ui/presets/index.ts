export { SavedParamsPanel, SAVED_PANEL_TEXT, type SavedParamsPanelProps } from './SavedParamsPanel';
