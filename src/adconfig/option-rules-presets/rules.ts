import { isUrl } from '@core/validate';
import type { OptionErrors } from '@core/option';
import { TEXT } from './texts';
import { isDropped, linksOf, type RulesValue } from './value';

/** A 5 event-link rule: the event required, every link a URL (http or https); a rule without links is dropped, so not checked. */
export function checkRules(value: RulesValue): OptionErrors {
  const errors: OptionErrors = {};
  value.forEach((rule, index) => {
    if (isDropped(rule)) return;
    if (rule.event.trim() === '') errors[`${index}.event`] = TEXT.invalid;
    const bad = linksOf(rule.links).filter((link) => !isUrl(link));
    if (bad.length > 0) errors[`${index}.links`] = `${TEXT.invalid} ${TEXT.badLinks(bad)}`;
  });
  return errors;
}
