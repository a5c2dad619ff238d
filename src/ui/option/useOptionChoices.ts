import { dictionaryItems, type DictionaryItem } from '@core/option';
import { useOptionDictionary } from './useOptionDictionary';

export interface OptionChoices {
  items: readonly DictionaryItem[];
  /** 'ready' (the list is what there is), 'loading' (the dictionary is on its way), 'failed' (its toast was shown). */
  state: 'ready' | 'loading' | 'failed';
}

const NONE: readonly DictionaryItem[] = [];

/**
 * The choices of an editor that picks from a list (device types, single and multi select): the list its
 * props carry when they carry one, else its option type's dictionary (DICTIONARY_PROPS, cached 7 days),
 * else none. Read in an observer.
 */
export function useOptionChoices(props: { dictionaryUrl?: string; optionTypeId?: number }, given: readonly DictionaryItem[] | undefined): OptionChoices {
  const dictionary = useOptionDictionary(given ? {} : props, dictionaryItems, []);
  if (given) return { items: given, state: 'ready' };
  if (!dictionary) return { items: NONE, state: 'ready' };
  const state = dictionary.state === 'failed' ? 'failed' : dictionary.state === 'ready' ? 'ready' : 'loading';
  return { items: dictionary.value, state };
}
