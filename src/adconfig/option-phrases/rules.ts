import type { OptionErrors } from '@core/option';
import { TEXT } from './texts';
import { counterOf, isEmptyPhrase, type PhrasesValue } from './value';

/** A 5: a phrase's counter is a whole number from 1 (an empty row is dropped, so never refused). */
export function checkPhrases(value: PhrasesValue): OptionErrors {
  const errors: OptionErrors = {};
  value.forEach((row, index) => {
    if (!isEmptyPhrase(row) && counterOf(row.counter) === null) errors[`${index}.counter`] = TEXT.badCounter;
  });
  return errors;
}
