import type { Disposer } from '../disposers';
import type { LoadOnce } from '../loadOnce';
import { dictionaryItems, optionDictionary, type DictionaryItem } from './dictionary';
import type { OptionLoad } from './loads';

/** 'ready' (the list is what there is), 'loading' (on its way), 'failed' (its toast was shown). */
export type ChoicesState = 'ready' | 'loading' | 'failed';

/** What an editor picks from (device types, values, channels, event types): read `items` and `state` in an observer. */
export interface OptionChoices {
  readonly items: readonly DictionaryItem[];
  readonly state: ChoicesState;
}

/** Where an editor's choices come from when its props carry none (DICTIONARY_PROPS). */
export interface DictionarySource {
  dictionaryUrl?: string;
  optionTypeId?: number;
  /** The signed-in user: the dictionary's cache is theirs (CHOICE_CACHE_PROPS). */
  userId?: string;
}

const NONE: readonly DictionaryItem[] = [];

/**
 * The choices of an editor: a list given by the page, or one loading (an option type's dictionary, a
 * format's events), started with the option (OptionLoad). Nothing is asked before `start()`.
 */
export class ChoiceList implements OptionChoices, OptionLoad {
  constructor(
    private readonly given: readonly DictionaryItem[],
    private readonly loaded: LoadOnce<DictionaryItem[]> | null = null,
  ) {}

  get items(): readonly DictionaryItem[] {
    return this.loaded ? this.loaded.value : this.given;
  }

  get state(): ChoicesState {
    if (!this.loaded) return 'ready';
    return this.loaded.state === 'failed' ? 'failed' : this.loaded.state === 'ready' ? 'ready' : 'loading';
  }

  start(): Disposer {
    const loaded = this.loaded;
    if (!loaded) return () => undefined;
    void loaded.load();
    return loaded.stop;
  }
}

/**
 * The choices of an editor that picks from a list (device types, single and multi select, allow/deny
 * values, channels): the list its props carry when they carry one, else its option type's dictionary
 * (DICTIONARY_PROPS, A 7, cached 7 days), else none.
 */
export function optionChoices(source: DictionarySource, given: readonly DictionaryItem[] | undefined): ChoiceList {
  if (given) return new ChoiceList(given);
  if (source.dictionaryUrl && source.optionTypeId !== undefined) return new ChoiceList(NONE, optionDictionary(source.dictionaryUrl, source.optionTypeId, dictionaryItems, [], { userId: source.userId }));
  return new ChoiceList(NONE);
}
