import { useEffect, useState } from 'react';
import type { DictionaryItem } from '../../../core/option';
import { useOptionChoices, type OptionChoices } from '../../../ui/option';
import { formatEvents } from './formatEvents';

interface EventProps {
  urlPath?: string;
  formatId?: number;
  dictionaryUrl?: string;
  optionTypeId?: number;
}

/**
 * The event types a rule may name: the list the props carry, else the format's events (`formatId`:
 * GET {api}/format-events), else the option type's dictionary (DICTIONARY_PROPS), else none. Read in an observer.
 */
export function useRuleEvents(props: EventProps, given: readonly DictionaryItem[] | undefined): OptionChoices {
  const byFormat = !given && props.formatId !== undefined;
  const choices = useOptionChoices(byFormat ? {} : props, given);
  const [events] = useState(() => (byFormat && props.formatId !== undefined ? formatEvents(props.urlPath, props.formatId) : null));
  useEffect(() => {
    if (!events) return undefined;
    void events.load();
    return events.stop;
  }, [events]);
  if (!events) return choices;
  return { items: events.value, state: events.state === 'failed' ? 'failed' : events.state === 'ready' ? 'ready' : 'loading' };
}
