export { OptionEditor, type OptionEditorProps } from './OptionEditor';
export { OptionEditorShell, type OptionEditorShellProps } from './OptionEditorShell';
export { OptionTextField, type OptionTextFieldProps } from './OptionTextField';
export { MinMaxFields, type MinMaxFieldsProps } from './MinMaxFields';
export { OPTION_TEXT } from './texts';
export { WeekHoursGrid, WEEKDAYS, HOURS, hourSpan, type WeekHours, type WeekHoursGridProps } from './WeekHoursGrid';
export { OptionRows, type OptionRowsProps } from './OptionRows';
export { OptionRangeSlider, type OptionRangeSliderProps } from './OptionRangeSlider';
export { useOptionDictionary } from './useOptionDictionary';
