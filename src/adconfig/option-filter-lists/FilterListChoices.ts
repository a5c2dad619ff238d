import { computed, makeAutoObservable, type IComputedValue } from 'mobx';
import { disposers } from '@core/disposers';
import { LoadOnce } from '@core/loadOnce';
import type { LoadState } from '@core/loadState';
import type { FilterList, FilterListsApi } from './api';
import { TEXT } from './texts';
import { FILTER_TYPES, type FilterType } from './value';

/** Lists shown per type at a time: the search narrows a long answer, never renders it whole. */
export const SHOWN_LISTS = 50;

const EMPTY: FilterList[] = [];

/**
 * The lists to choose from (A 7): the white and the black ones, loaded once on open; with an option type's
 * alias, only its traits are offered. Searched by name, 'домен' at first (A 9), case-insensitive.
 */
export class FilterListChoices {
  query: string = TEXT.defaultSearch;
  /** A chosen list's own page (A 7 `GET edit/?id`). */
  readonly editUrl: FilterListsApi['editUrl'];
  private readonly lists: Record<FilterType, LoadOnce<FilterList[]>>;
  private readonly traits: LoadOnce<FilterList[]> | null;
  private readonly matchingOf: Record<FilterType, IComputedValue<FilterList[]>>;
  private readonly namesOf: Record<FilterType, IComputedValue<Map<number, string>>>;

  constructor(api: FilterListsApi, traitsAlias?: string) {
    this.editUrl = api.editUrl;
    this.lists = { white: new LoadOnce((signal) => api.lists('white', signal), EMPTY), black: new LoadOnce((signal) => api.lists('black', signal), EMPTY) };
    this.traits = traitsAlias ? new LoadOnce((signal) => api.traits(traitsAlias, signal), EMPTY) : null;
    const offered = (type: FilterType) => {
      const all = this.lists[type].value;
      if (!this.traits) return all;
      const ids = new Set(this.traits.value.map((t) => t.id));
      return all.filter((l) => ids.has(l.id));
    };
    const of = <T>(make: (type: FilterType) => () => T) => ({ white: computed(make('white')), black: computed(make('black')) });
    this.matchingOf = of((type) => () => {
      const query = this.query.trim().toLowerCase();
      const lists = offered(type);
      return query ? lists.filter((l) => l.name.toLowerCase().includes(query)) : lists;
    });
    this.namesOf = of((type) => () => new Map(this.lists[type].value.map((l) => [l.id, l.name])));
    makeAutoObservable<FilterListChoices, 'lists' | 'traits' | 'matchingOf' | 'namesOf'>(this, { editUrl: false, lists: false, traits: false, matchingOf: false, namesOf: false }, { autoBind: true });
  }

  private get loads(): LoadOnce<FilterList[]>[] {
    return [...FILTER_TYPES.map((type) => this.lists[type]), ...(this.traits ? [this.traits] : [])];
  }

  /** 'failed' when a load failed, 'loading' while one is on its way, else 'ready'. */
  get state(): LoadState {
    const states = this.loads.map((load) => load.state);
    if (states.includes('failed')) return 'failed';
    return states.every((s) => s === 'ready') ? 'ready' : 'loading';
  }

  /** Loads the lists (an OptionLoad of the editor's store: started with the option, before the first render). */
  start(): () => void {
    this.retry();
    return disposers(...this.loads.map((load) => () => load.stop()));
  }

  /** Loads what is not loaded yet (a failed load again). */
  retry(): void {
    for (const load of this.loads) void load.load();
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /** The lists of a type whose name holds the query. */
  matching(type: FilterType): FilterList[] {
    return this.matchingOf[type].get();
  }

  /** A list's name as loaded ('' when the answer has no such list). */
  nameOf(type: FilterType, id: number): string {
    return this.namesOf[type].get().get(id) ?? '';
  }
}
