import { compareStructural, makeAutoObservable, reaction, runInAction } from 'mobx';
import { BusyKeys } from '@core/busy';
import { ChosenFilters } from '@core/ChosenFilters';
import type { HashState } from '@core/hash';
import { ImageGridStore } from '@core/imageGrid';
import { ListScreen } from '@core/ListScreen';
import type { ListStore } from '@core/ListStore';
import { notify } from '@core/notify';
import type { StatColumn, StatImage, StatisticsApi, StatsQuery, Tag } from './api';
import { TagList } from '@images/shared/tags';
import { hashSchema } from './hash';
import { TEXT } from './texts';
import { disposers } from '@core/disposers';

/** The name of the tag that approval adds (I 4), when the page does not give its id. */
export const APPROVED_TAG_NAME = 'approved';

/** I 2.1 sort options: Показы both ways, then every sortable column both ways. */
export function sortOptions(columns: readonly StatColumn[]): Array<{ value: string; label: string }> {
  const sortable = [{ field: 'displayed', title: TEXT.shows }, ...columns.filter((c) => c.sorting && c.field !== 'displayed')];
  return sortable.flatMap((c) => [
    { value: `${c.field}:asc`, label: `${c.title} ${TEXT.ascending}` },
    { value: `${c.field}:desc`, label: `${c.title} ${TEXT.descending}` },
  ]);
}

/** I 2.4 image statistics: filters in the hash (date range, tags and their mode, sort), the grid of cards, approval. */
export class ImagesStatisticsStore {
  private readonly screen: ListScreen<typeof hashSchema, StatImage, StatsQuery>;
  readonly filters: HashState<typeof hashSchema>;
  /** The filters as chosen in the form (tags, their mode, the period), until 'Найти'. */
  readonly chosen: ChosenFilters<typeof hashSchema, 't' | 'tmt' | 'dr'>;
  readonly list: ListStore<StatImage, StatsQuery>;
  readonly grid: ImageGridStore<StatImage, string>;
  columns: StatColumn[] = [];
  readonly tagList: TagList;
  /** Images whose approval call is in flight (their buttons are disabled: no double submit). */
  private readonly busy = new BusyKeys<string>();
  /** The columns call in flight (aborted when the filters change again). */
  private columnsCall: AbortController | null = null;

  constructor(
    private readonly api: StatisticsApi,
    private readonly approvedTagId: number | null = null,
  ) {
    this.tagList = new TagList(() => api.tags());
    this.screen = new ListScreen({ hash: hashSchema, query: () => this.query, load: api.images });
    ({ filters: this.filters, list: this.list } = this.screen);
    this.grid = new ImageGridStore(this.list, (image) => image.key);
    this.chosen = new ChosenFilters(this.filters, ['t', 'tmt', 'dr']);
    makeAutoObservable<ImagesStatisticsStore, 'api' | 'approvedTagId' | 'busy' | 'screen' | 'columnsCall'>(this, { columnsCall: false, screen: false, api: false, approvedTagId: false, tagList: false, filters: false, list: false, grid: false, busy: false, chosen: false }, { autoBind: true });
  }

  get query(): StatsQuery {
    const v = this.filters.values;
    return { tags: v.t, tagsMode: v.tmt, dateRange: v.dr };
  }

  get cardColumns(): StatColumn[] {
    return this.columns.filter((c) => c.isCard);
  }

  get sortOptions(): Array<{ value: string; label: string }> {
    return sortOptions(this.columns);
  }

  get sortValue(): string {
    return `${this.filters.values.of}:${this.filters.values.od}`;
  }

  setSort(value: string): void {
    const [field, order] = value.split(':');
    this.filters.set({ of: field, od: order === 'asc' ? 'asc' : 'desc', p: 1 });
  }

  /** The tags to choose from (loaded once at start). */
  get tags(): Tag[] {
    return this.tagList.tags;
  }

  tagName(id: number): string {
    return this.tagList.name(id);
  }

  /** The 'approved' tag: the page's id, else the tag of that name; null while unknown. */
  get approvedTag(): number | null {
    return this.approvedTagId ?? this.tags.find((t) => t.name.trim().toLowerCase() === APPROVED_TAG_NAME)?.id ?? null;
  }

  /** 'Найти': the chosen filters as one step of history, back to page 1; the same filters reload. */
  search(): void {
    if (!this.chosen.apply({ p: 1 })) void this.list.load();
  }

  /** 'Сбросить': every filter back to its default (one step of history), the form with them. */
  reset(): void {
    this.filters.reset();
    this.chosen.refill();
  }

  isBusy(image: StatImage): boolean {
    return this.busy.has(image.key);
  }

  /**
   * I 4 approval: approving adds the 'approved' tag and sets is_approved, cancelling removes it and clears
   * it. Applied only when the server's answer confirms the tag was added (removed); otherwise
   * 'Не удалось назначить тег!' ('Не удалось снять тег!'). A failed call shows its error.
   */
  async toggleApproval(image: StatImage): Promise<boolean> {
    if (this.busy.has(image.key)) return false;
    const approve = !image.is_approved;
    const failed = approve ? TEXT.approveFailed : TEXT.cancelFailed;
    const tag = this.approvedTag;
    const imageId = image.id;
    if (tag === null || imageId === null) {
      void notify.alert(failed);
      return false;
    }
    return this.busy.run(image.key, async () => {
      const answer = approve ? await this.api.addTag(imageId, tag) : await this.api.removeTag(imageId, tag);
      // A bare success confirms the change: the tags are the image's with the tag added (removed).
      const tags = answer === 'bare' ? (approve ? [...new Set([...image.tags, tag])] : image.tags.filter((t) => t !== tag)) : answer;
      if (tags === null || tags.includes(tag) !== approve) {
        void notify.alert(failed);
        return false;
      }
      runInAction(() => {
        const current = this.list.rows.find((row) => row.key === image.key) ?? image;
        this.grid.applySaved([{ ...current, tags, is_approved: approve, cells: { ...current.cells, is_approved: approve } }]);
      });
      return true;
    });
  }

  /** GET {page}/columns/ with the filters (I 7): the card figures follow them. The latest filters win; the call they replace is aborted. */
  async loadColumns(query: StatsQuery = this.query): Promise<void> {
    this.columnsCall?.abort();
    const call = new AbortController();
    this.columnsCall = call;
    try {
      const columns = await this.api.columns(query, call.signal);
      if (call.signal.aborted) return;
      runInAction(() => {
        this.columns = columns;
      });
    } catch (error) {
      if (!call.signal.aborted) notify.error(error);
    }
  }

  /** Hash, list, grid, columns and tags; returns the disposer (useStarted). */
  start(): () => void {
    const stop = disposers(
      this.screen.start(),
      this.chosen.start(),
      this.grid.start(),
      // The columns again whenever the filters change (not on a sort or a page: the query holds neither).
      reaction(() => this.query, (query) => void this.loadColumns(query), { equals: compareStructural, fireImmediately: true }),
      () => this.columnsCall?.abort(),
    );
    void this.tagList.load();
    return stop;
  }
}
