import { makeAutoObservable } from 'mobx';
import { HashState } from '../../core/hash';
import { ListStore } from '../../core/ListStore';
import { hashPaging } from '../../core/paging';
import { choicesOf, type BannerRow, type BannersApi, type NamedChoice } from './api';
import { hashSchema } from './hash';
import { disposers } from '../../core/disposers';

/** A 2 banner list: the paged, sorted table and the parameters modal of one banner. */
export class BannersStore {
  readonly filters = new HashState(hashSchema);
  readonly list: ListStore<BannerRow, Record<string, never>>;
  types: NamedChoice[] = [];
  engines: NamedChoice[] = [];
  /** The banner whose parameters the modal shows; null: closed. */
  shown: BannerRow | null = null;

  constructor(api: BannersApi) {
    this.list = new ListStore<BannerRow, Record<string, never>>({
      query: () => ({}),
      load: async (_query, paging, signal) => {
        const page = await api.list(paging, signal);
        if (!signal.aborted) this.setChoices(choicesOf(page.extra.types), choicesOf(page.extra.engines));
        return page;
      },
      paging: hashPaging(this.filters),
    });
    makeAutoObservable<BannersStore>(this, { filters: false, list: false }, { autoBind: true });
  }

  setChoices(types: NamedChoice[], engines: NamedChoice[]): void {
    this.types = types;
    this.engines = engines;
  }

  typeName(id: number | null): string {
    return id === null ? '' : (this.types.find((t) => t.id === id)?.name ?? `#${id}`);
  }

  engineName(id: number | null): string {
    return id === null ? '' : (this.engines.find((e) => e.id === id)?.name ?? `#${id}`);
  }

  showParams(row: BannerRow): void {
    this.shown = row;
  }

  closeParams(): void {
    this.shown = null;
  }

  /** The hash and the list; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.filters.start(), this.list.start());
  }
}
