import type { DictionaryItem } from '@core/option';
import type { FieldOption } from '@ui/record/fields';
import { RULE_TEXT } from './texts';

/** A rule's action: allow (1) or forbid (0). */
export const ALLOW_OPTIONS: FieldOption[] = [
  { value: 1, label: RULE_TEXT.allowed },
  { value: 0, label: RULE_TEXT.denied },
];

/** An event type's name from the list, else '#id' (a saved one the list does not have). */
export function eventName(events: readonly DictionaryItem[], id: number): string {
  return events.find((e) => e.id === String(id))?.name ?? RULE_TEXT.otherEvent(id);
}

/**
 * The options of a rule's event type select: the list's numeric ids; the rule's own saved type is kept as
 * '#id' when the list does not have it, so it is shown, not silently dropped.
 */
export function eventOptions(events: readonly DictionaryItem[], current: number | null = null): FieldOption[] {
  const options: FieldOption[] = events.flatMap((e) => (/^\d+$/.test(e.id) ? [{ value: Number(e.id), label: e.name }] : []));
  if (current !== null && !options.some((o) => o.value === current)) options.push({ value: current, label: RULE_TEXT.otherEvent(current) });
  return options;
}
