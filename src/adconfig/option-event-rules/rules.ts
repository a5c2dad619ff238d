import type { OptionErrors } from '@core/option';
import { TEXT } from './texts';
import { needsObject, objectIdOf, type EventRulesValue } from './value';

/**
 * A 5: allow and type required; the label for a label rule; the event type for an event rule; the object
 * and its id (a whole number) for a click, impression or event rule.
 */
export function checkEventRules(value: EventRulesValue): OptionErrors {
  const errors: OptionErrors = {};
  value.forEach((rule, index) => {
    const at = (key: string, message: string) => (errors[`${index}.${key}`] = message);
    if (rule.allow === null) at('allow', TEXT.required);
    if (rule.type === null) at('type', TEXT.required);
    if (rule.type === 'label' && rule.label.trim() === '') at('label', TEXT.required);
    if (rule.type === 'event' && rule.event_type_id === null) at('event_type_id', TEXT.required);
    if (needsObject(rule.type)) {
      if (rule.object === null) at('object', TEXT.required);
      if (rule.id.trim() === '') at('id', TEXT.required);
      else if (objectIdOf(rule.id) === null) at('id', TEXT.notNumber);
    }
  });
  return errors;
}
