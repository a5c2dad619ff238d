import { makeAutoObservable, reaction } from 'mobx';
import { cleanFilters, sortedFilters, type FilterValues } from '../hash/filterValues';

/** Where the applied filters live (a hash key of `filterValues()`), and how to load again when they did not change. */
export interface AppliedFilters {
  get(): FilterValues;
  /** Applies new filters (back to page 1); false when they are the same. */
  set(values: FilterValues): boolean;
  reload(): void;
}

/**
 * What is typed or chosen in a sidebar of server-described filters until 'Найти' (FilterDraft's twin for filters
 * the schema cannot name one by one). Back/Forward refill it from the hash; nothing typed is lost while the list reloads.
 */
export class FiltersDraft {
  values: FilterValues;

  constructor(private readonly applied: AppliedFilters) {
    this.values = { ...applied.get() };
    makeAutoObservable<FiltersDraft, 'applied'>(this, { applied: false }, { autoBind: true });
  }

  value(name: string): string {
    return this.values[name] ?? '';
  }

  edit(name: string, value: string): void {
    this.values[name] = value;
  }

  /** 'Найти': applies the sidebar; the same filters again reload (fresh data). */
  search(): void {
    if (!this.applied.set(sortedFilters(cleanFilters(this.values)))) this.applied.reload();
  }

  /** 'Сбросить': no filter (the list follows). */
  reset(): void {
    this.values = {};
    this.applied.set({});
  }

  /** Refills the sidebar when the applied filters change (Back/Forward); returns the disposer. */
  start(): () => void {
    return reaction(
      () => this.applied.get(),
      (values) => {
        this.values = { ...values };
      },
    );
  }
}
