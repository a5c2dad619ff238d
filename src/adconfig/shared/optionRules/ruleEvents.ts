import type { Disposer } from '@core/disposers';
import type { LoadOnce } from '@core/loadOnce';
import { dictionaryItems, optionDictionary, type DictionaryItem } from '@core/option';
import type { OptionChoices } from '@ui/option';
import { formatEvents } from './formatEvents';

export interface EventProps {
  urlPath?: string;
  formatId?: number;
  dictionaryUrl?: string;
  optionTypeId?: number;
}

const NONE: readonly DictionaryItem[] = [];

/** The event types a rule may name: the given list, or the one loading (read `items` and `state` in an observer). */
export class RuleEvents implements OptionChoices {
  constructor(
    private readonly given: readonly DictionaryItem[],
    private readonly loaded: LoadOnce<DictionaryItem[]> | null,
  ) {}

  get items(): readonly DictionaryItem[] {
    return this.loaded ? this.loaded.value : this.given;
  }

  get state(): OptionChoices['state'] {
    if (!this.loaded) return 'ready';
    return this.loaded.state === 'failed' ? 'failed' : this.loaded.state === 'ready' ? 'ready' : 'loading';
  }

  /** Loads the list (if it is one to load); returns what drops the call. */
  start(): Disposer {
    const loaded = this.loaded;
    if (!loaded) return () => undefined;
    void loaded.load();
    return loaded.stop;
  }
}

/**
 * The event types a rule may name, made outside React (an entry's store factory): the list the props carry,
 * else the format's events (`formatId`: GET {api}/format-events), else the option type's dictionary
 * (DICTIONARY_PROPS), else none. Nothing is asked before `start()`.
 */
export function ruleEvents(props: EventProps, given: readonly DictionaryItem[] | undefined): RuleEvents {
  if (given) return new RuleEvents(given, null);
  if (props.formatId !== undefined) return new RuleEvents(NONE, formatEvents(props.urlPath, props.formatId));
  if (props.dictionaryUrl && props.optionTypeId !== undefined) return new RuleEvents(NONE, optionDictionary(props.dictionaryUrl, props.optionTypeId, dictionaryItems, []));
  return new RuleEvents(NONE, null);
}
