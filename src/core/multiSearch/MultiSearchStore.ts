import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { d } from '../decode';
import { isAborted } from '../http';
import { errorMessages } from '../apiError';
import { notify, TOAST } from '../notify';

/** How names are matched (A 7: filter_type / names_filter_type). */
export type MatchMode = 'equal' | 'like';
/** Which result rows show (A 9: all, not found, one match, more than one). */
export type MatchFilter = 'all' | 'none' | 'one' | 'many';

/** One searched line and what it found (A 7 geo-by-names: rows with search and result). */
export interface MultiSearchRow<T> {
  search: string;
  result: T[];
}

export interface MultiSearchOptions<T> {
  /** The call: the names (non-empty lines, trimmed) and the mode → one row per name. */
  search(names: string[], mode: MatchMode, signal: AbortSignal): Promise<MultiSearchRow<T>[]>;
  /** An item's identity (what a row's pick is). */
  idOf(item: T): string;
  /** 'Применить': the items picked, one per row, without repeats. */
  apply(items: T[]): void;
  /** A failed search as a modal alert (the server's message, else the default one), not a toast: A 8 says so for the geo search. */
  alertsFailure?: boolean;
}

/** The names of a multi-line text: one per line, trimmed, empty lines ignored (A 5). */
export function namesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The answer's rows (`[{search, result: [...]}]`), each result item through `item` (null drops it). */
export function multiSearchRows<T>(raw: unknown, item: (raw: unknown) => T | null): MultiSearchRow<T>[] {
  return d.records({ search: d.text, result: (r: unknown) => (Array.isArray(r) ? r.map(item).filter((x): x is T => x !== null) : []) })(raw);
}

const kindOf = (count: number): Exclude<MatchFilter, 'all'> => (count === 0 ? 'none' : count === 1 ? 'one' : 'many');

/**
 * The multi-line search (A 4 "Geo search: enter names, get results, pick one match per row, apply"; the
 * audience picker, the behaviour categories): names one per line, equal or like; the rows filtered by
 * how many they found; a row with one match has it picked, one with more lets the operator pick one;
 * then apply. A new search aborts the one in flight; empty input does nothing.
 */
export class MultiSearchStore<T> {
  text = '';
  mode: MatchMode = 'equal';
  filter: MatchFilter = 'all';
  rows: MultiSearchRow<T>[] = [];
  /** The pick per row (by index): an item's id, or null. */
  picks: (string | null)[] = [];
  searching = false;
  /** A search has answered (the results table shows, 'Ничего не найдено' when empty). */
  searched = false;
  private controller: AbortController | null = null;

  constructor(private readonly options: MultiSearchOptions<T>) {
    makeAutoObservable<MultiSearchStore<T>, 'options' | 'controller'>(this, { options: false, controller: false, rows: observableRef }, { autoBind: true });
  }

  get names(): string[] {
    return namesOf(this.text);
  }

  /** How many rows each filter shows. */
  get counts(): Record<MatchFilter, number> {
    const counts: Record<MatchFilter, number> = { all: this.rows.length, none: 0, one: 0, many: 0 };
    for (const row of this.rows) counts[kindOf(row.result.length)] += 1;
    return counts;
  }

  /** The rows the filter shows, with their index (the key of their pick). */
  get shown(): Array<{ index: number; row: MultiSearchRow<T> }> {
    return this.rows.map((row, index) => ({ index, row })).filter(({ row }) => this.filter === 'all' || kindOf(row.result.length) === this.filter);
  }

  /** The picked items, one per row, each once. */
  get chosen(): T[] {
    const seen = new Set<string>();
    return this.rows.flatMap((row, index) => {
      const item = row.result.find((r) => this.options.idOf(r) === this.picks[index]);
      if (!item || seen.has(this.options.idOf(item))) return [];
      seen.add(this.options.idOf(item));
      return [item];
    });
  }

  /** An item's id (the view's option values). */
  idOf(item: T): string {
    return this.options.idOf(item);
  }

  setText(text: string): void {
    this.text = text;
  }

  setMode(mode: MatchMode): void {
    this.mode = mode;
  }

  setFilter(filter: MatchFilter): void {
    this.filter = filter;
  }

  pick(index: number, id: string | null): void {
    this.picks[index] = id;
  }

  /** 'Найти': nothing when no name is typed; else one call, the last one wins. */
  async run(): Promise<void> {
    const names = this.names;
    if (names.length === 0) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.searching = true;
    try {
      const rows = await this.options.search(names, this.mode, controller.signal);
      runInAction(() => {
        this.rows = rows;
        this.picks = rows.map((row) => (row.result.length === 1 ? this.options.idOf(row.result[0]) : null));
        this.filter = 'all';
        this.searched = true;
        this.searching = false;
      });
    } catch (error) {
      if (isAborted(error)) return;
      runInAction(() => {
        this.searching = false;
      });
      if (this.options.alertsFailure) void notify.alert(errorMessages(error).join(' '), TOAST.errorTitle);
      else notify.error(error);
    }
  }

  /** 'Применить': hands the picked items over; the search stays for another go. */
  apply(): void {
    const items = this.chosen;
    if (items.length > 0) this.options.apply(items);
  }

  /** The page goes: a search in flight is dropped. */
  stop(): void {
    this.controller?.abort();
  }
}
