import { useEffect, useState } from 'react';
import type { DictionaryItem } from '@core/option';
import type { OptionChoices } from '@ui/option';
import { ruleEvents, type EventProps } from './ruleEvents';

/**
 * The event types a rule may name (ruleEvents), made at mount and loaded for the editor's life. Read in an observer.
 */
export function useRuleEvents(props: EventProps, given: readonly DictionaryItem[] | undefined): OptionChoices {
  const [events] = useState(() => ruleEvents(props, given));
  useEffect(() => events.start(), [events]);
  return events;
}
