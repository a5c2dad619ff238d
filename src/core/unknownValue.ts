// A value the screen does not recognise (an enum, a status, a rule type, an option's shape) is shown as
// such and goes back exactly as it came (issue 41, rule 4): never blanked, never replaced by a default.

/** 'Неизвестное значение (…)': how a value outside the screen's list reads. */
export const unknownValueText = (value: unknown): string => `Неизвестное значение (${typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)})`;

/** The stored value of a choice, when it is one: a text or a number, not empty. */
export const isStoredChoice = (value: unknown): value is string | number => (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
