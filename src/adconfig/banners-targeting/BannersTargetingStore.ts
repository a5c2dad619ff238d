import { makeAutoObservable } from 'mobx';
import { BusyKeys, BusyTask } from '../../core/busy';
import { HashState } from '../../core/hash';
import { FilterDraft } from '../../core/hash/FilterDraft';
import { ListStore } from '../../core/ListStore';
import { notify } from '../../core/notify';
import { hashPaging, type Paging, type PagingBinding } from '../../core/paging';
import { choicesOf, perPageOf, PAGE_SIZE, type BannersTargetingApi, type NamedChoice, type TargetingQuery, type TargetingRow } from './api';
import { hashSchema, type BannersTargetingHash } from './hash';
import { TEXTS } from './texts';
import { disposers } from '../../core/disposers';

/** A 2 banners targeting: the campaign's banners, filtered and sorted in the hash, paged by the answer's size; add / exclude per row. */
export class BannersTargetingStore {
  readonly filters = new HashState(hashSchema);
  /** The filters typed until 'Найти' (or Enter). */
  readonly draft: FilterDraft<BannersTargetingHash, 'q' | 't' | 'l'>;
  readonly list: ListStore<TargetingRow, TargetingQuery>;
  /** A 9: the page size of the latest answer (meta.per_page), 50 until one says otherwise. */
  perPage = PAGE_SIZE;
  types: NamedChoice[] = [];
  engines: NamedChoice[] = [];
  /** A 3 isSaving: the banners with a sync call in flight (their button is busy). */
  private readonly saving = new BusyKeys<number>();
  private readonly clearTask = new BusyTask();

  constructor(private readonly api: BannersTargetingApi) {
    this.draft = new FilterDraft(this.filters, ['q', 't', 'l'] as const);
    this.list = new ListStore<TargetingRow, TargetingQuery>({
      query: () => this.query,
      load: async (query, paging, signal) => {
        const page = await api.list(query, paging, signal);
        if (!signal.aborted) this.answered(perPageOf(page.meta), choicesOf(page.extra.types), choicesOf(page.extra.engines));
        return page;
      },
      paging: this.paging(),
    });
    makeAutoObservable<BannersTargetingStore, 'api' | 'paging' | 'saving' | 'clearTask'>(this, { api: false, filters: false, draft: false, list: false, paging: false, saving: false, clearTask: false }, { autoBind: true });
  }

  /** The hash's page and sort, with the page size the server answered (there is no page size to choose). */
  private paging(): PagingBinding {
    const hash = hashPaging(this.filters, { sort: 'banner_id', order: 'desc' });
    const size = () => this.perPage;
    return {
      get page() {
        return hash.page;
      },
      get perPage() {
        return size();
      },
      get sort() {
        return hash.sort;
      },
      get order() {
        return hash.order;
      },
      update(patch: Partial<Paging>, mode) {
        const { perPage: _ignored, ...rest } = patch;
        hash.update(rest, mode);
      },
    };
  }

  get query(): TargetingQuery {
    const { q, t, l } = this.filters.values;
    return { name: q, type_id: t, limited: l };
  }

  answered(perPage: number, types: NamedChoice[], engines: NamedChoice[]): void {
    this.perPage = perPage;
    this.types = types;
    this.engines = engines;
  }

  typeName(id: number | null): string {
    return id === null ? '' : (this.types.find((t) => t.id === id)?.name ?? `#${id}`);
  }

  engineName(id: number | null): string {
    return id === null ? '' : (this.engines.find((e) => e.id === id)?.name ?? `#${id}`);
  }

  isSaving(row: TargetingRow): boolean {
    return this.saving.has(row.id);
  }

  /** 'Найти': applies the typed filters; the same filters again reload the list. */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.list.load();
  }

  reset(): void {
    this.draft.reset();
  }

  /** A 4: add makes the banner limited (is_limited). */
  add(row: TargetingRow): Promise<boolean> {
    return this.sync(row, true);
  }

  /** A 4: exclude removes that. */
  exclude(row: TargetingRow): Promise<boolean> {
    return this.sync(row, false);
  }

  /** One sync call per banner at a time; the row shows its new state, the toast says so, the list reloads (a filter may drop it). */
  private async sync(row: TargetingRow, limited: boolean): Promise<boolean> {
    return this.saving.run(row.id, async () => {
      const saved = limited ? await this.api.add([row.id]) : await this.api.exclude([row.id]);
      this.list.replaceRow((r) => r.id === row.id, { ...row, is_limited: limited });
      notify.success(saved.message || (limited ? TEXTS.added : TEXTS.excluded));
      await this.list.load();
      return true;
    });
  }

  /** 'Исключить все' is in flight. */
  get clearing(): boolean {
    return this.clearTask.running;
  }

  /** 'Исключить все' (DELETE {banners url}/clear), after the confirmation; the list reloads. */
  async clearAll(): Promise<boolean> {
    if (this.clearing) return false;
    const ok = await notify.confirm(TEXTS.clearQuestion, { title: TEXTS.clearTitle, confirmLabel: TEXTS.clear, danger: true });
    if (!ok) return false;
    return this.clearTask.run(async () => {
      const saved = await this.api.clear();
      notify.success(saved.message || TEXTS.cleared);
      await this.list.load();
      return true;
    });
  }

  /** Hash binding, draft sync and the list; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.filters.start(), this.draft.start(), this.list.start());
  }
}
