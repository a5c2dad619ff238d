export { CORRECTION_TYPES, CORRECTION_TEXT, correctionsOf, type Correction, type CorrectionType, type EventChoice } from './correction';
export { CorrectionRows, correctionErrors, correctionsOfRows, isSentCorrection, rowsOfCorrections, type CorrectionRowsSource, type CorrectionValues, type CorrectionField, type RowErrors } from './CorrectionRows';
