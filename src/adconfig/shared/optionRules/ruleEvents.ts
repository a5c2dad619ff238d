import { ChoiceList, optionChoices, type DictionaryItem, type DictionarySource } from '@core/option';
import { formatEvents } from './formatEvents';

export interface EventProps extends DictionarySource {
  urlPath?: string;
  formatId?: number;
}

/**
 * The event types a rule may name, made with the editor's store (its loads, started with the option):
 * the list the props carry, else the format's events (`formatId`: GET {api}/format-events), else the
 * option type's dictionary (DICTIONARY_PROPS), else none. Nothing is asked before `start()`.
 */
export function ruleEvents(props: EventProps, given: readonly DictionaryItem[] | undefined): ChoiceList {
  if (!given && props.formatId !== undefined) return new ChoiceList([], formatEvents(props.urlPath, props.formatId, props.userId));
  return optionChoices(props, given);
}
