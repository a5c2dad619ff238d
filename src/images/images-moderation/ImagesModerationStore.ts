import { compareStructural, computed, makeAutoObservable, observable, runInAction } from 'mobx';
import type { HashState } from '@core/hash';
import type { FilterDraft } from '@core/hash/FilterDraft';
import { BusyTask } from '@core/busy';
import { ChosenFilters } from '@core/ChosenFilters';
import { ImageGridStore } from '@core/imageGrid';
import { ListScreen } from '@core/ListScreen';
import type { ListStore } from '@core/ListStore';
import { notify } from '@core/notify';
import { imagesMeta, type ImageColumn, type ImagesMeta, type ImagesQuery, type ModerationApi, type ModerationImage, type Tag } from './api';
import { CategoryPickerStore } from '@images/shared/categoryPicker/CategoryPickerStore';
import { TagList } from '@images/shared/tags';
import { hashSchema } from './hash';
import { TEXT } from './texts';
import { disposers } from '@core/disposers';

export type SidebarTab = 'filters' | 'bulk';
/** The filters typed as text (the tags, their mode and presence are chosen). */
type TypedFilter = 's' | 'd' | 'pu' | 'rb' | 're';

/** I 3: the image's view count, the card's figure when the answer names no columns. */
const DEFAULT_CARD_COLUMN: ImageColumn = { field: 'displayed', title: TEXT.shows, sorting: true, isCard: true };

/** I 2.1 sort options: Показы both ways, then every sortable column of meta.columns both ways. */
function sortOptions(meta: ImagesMeta | undefined): Array<{ value: string; label: string }> {
  const columns = [{ field: 'displayed', title: TEXT.shows }, ...(meta?.columns ?? []).filter((c) => c.sorting && c.field !== 'displayed')];
  return columns.flatMap((c) => [
    { value: `${c.field}:asc`, label: `${c.title} ${TEXT.ascending}` },
    { value: `${c.field}:desc`, label: `${c.title} ${TEXT.descending}` },
  ]);
}

/**
 * An image with these shown tags, as I 4 says the server keeps them: an automatic tag not shown is excluded, a shown
 * tag that is not automatic is an added one. What a save or a bulk action answered with no image is applied as.
 */
function withShownTags(image: ModerationImage, tags: number[]): ModerationImage {
  const excluded = [...new Set([...image.tags_exclude, ...image.tags_auto.filter((t) => !tags.includes(t))])].filter((t) => !tags.includes(t));
  return { ...image, tags, tags_include: tags.filter((t) => !image.tags_auto.includes(t)), tags_exclude: excluded };
}

/** The images moderation page: filters in the hash, the image grid over a 'load more' list, tag edits. */
export class ImagesModerationStore {
  private readonly screen: ListScreen<typeof hashSchema, ModerationImage, ImagesQuery, ImagesMeta, TypedFilter>;
  readonly filters: HashState<typeof hashSchema>;
  /** The typed filters, until 'Найти'. */
  readonly draft: FilterDraft<typeof hashSchema, TypedFilter>;
  /** The chosen filters (tags, their mode and presence), until 'Найти'. */
  readonly chosen: ChosenFilters<typeof hashSchema, 't' | 'tmt' | 'on'>;
  readonly list: ListStore<ModerationImage, ImagesQuery, ImagesMeta>;
  readonly grid: ImageGridStore<ModerationImage, number>;
  readonly tagList: TagList;
  /** Tag picking by category (I 2.1), for the modal and the bulk tab alike; its tree loads on the first open. */
  readonly categoryPicker: CategoryPickerStore;
  tab: SidebarTab = 'filters';
  compact = false;
  /** The tags chosen for the bulk actions on the checked images. */
  bulkTags: number[] = [];
  /** Per image, its tags as edited in the modal until saved (stepping to another image keeps them). */
  readonly edits = observable.map<number, number[]>();
  private readonly saveTask = new BusyTask();

  constructor(private readonly api: ModerationApi) {
    this.tagList = new TagList(() => api.tags());
    this.categoryPicker = new CategoryPickerStore((signal) => api.categories(signal));
    this.screen = new ListScreen({
      hash: hashSchema,
      draft: ['s', 'd', 'pu', 'rb', 're'],
      query: (v) => ({ tags: v.t, tagsMode: v.tmt, tagsOn: v.on, siteId: v.s, domain: v.d.trim(), photoUrl: v.pu.trim(), rateBegin: v.rb, rateEnd: v.re }),
      // A big answer's first cards show before the rest once the figures they show are known (meta.columns of
      // an answer before); on the first load those come with the whole answer.
      load: (query, paging, signal, preview) => api.images(query, paging, signal, this.list.meta ? preview : undefined),
      meta: imagesMeta,
    });
    ({ filters: this.filters, draft: this.draft, list: this.list } = this.screen);
    this.grid = new ImageGridStore(this.list, (image) => image.id);
    this.chosen = new ChosenFilters(this.filters, ['t', 'tmt', 'on']);
    makeAutoObservable<ImagesModerationStore, 'api' | 'orLocally' | 'saveTask' | 'screen'>(this, { api: false, orLocally: false, saveTask: false, screen: false, chosen: false, tagList: false, categoryPicker: false, filters: false, draft: false, list: false, grid: false, edits: false, cardColumns: computed({ equals: compareStructural }) }, { autoBind: true });
  }

  /** The tags to choose from (loaded once at start). */
  get tags(): Tag[] {
    return this.tagList.tags;
  }

  tagName(id: number): string {
    return this.tagList.name(id);
  }

  /**
   * The columns a card shows in the extended view; the same columns after a 'load more' leave the cards alone.
   * An answer without meta.columns (ours, not the spec's) shows the one figure the spec names, the views (I 3 displayed).
   */
  get cardColumns(): ImageColumn[] {
    const columns = this.list.meta?.columns ?? [];
    return columns.length ? columns.filter((c) => c.isCard) : [DEFAULT_CARD_COLUMN];
  }

  get sortOptions(): Array<{ value: string; label: string }> {
    return sortOptions(this.list.meta);
  }

  get sortValue(): string {
    return `${this.filters.values.f}:${this.filters.values.o}`;
  }

  setSort(value: string): void {
    const [field, order] = value.split(':');
    this.filters.set({ f: field, o: order === 'asc' ? 'asc' : 'desc', p: 1 });
  }

  setTab(tab: SidebarTab): void {
    this.tab = tab;
  }

  setCompact(compact: boolean): void {
    this.compact = compact;
  }

  setBulkTags(tags: number[]): void {
    this.bulkTags = tags;
  }

  /** Tags picked by category join the bulk selection. */
  addBulkTags(tags: number[]): void {
    this.bulkTags = [...new Set([...this.bulkTags, ...tags])];
  }

  /** 'Найти': the typed and the chosen filters as one step of history (back to page 1); the same filters reload. */
  search(): void {
    // I 2.1: a lower confidence bound above the upper one would find nothing: refused, said under the lower bound.
    const bound = (key: 'rb' | 're'): number | null => {
      const value: unknown = hashSchema[key].parse(this.draft.text[key].trim());
      return typeof value === 'number' ? value : null;
    };
    const [from, to] = [bound('rb'), bound('re')];
    if (from !== null && to !== null && from > to) {
      this.draft.errors = { rb: TEXT.rateOrder };
      return;
    }
    const typed = this.draft.apply();
    if (typed === 'invalid') {
      // I 6's site_id is a number: a typed domain is told where it goes rather than a bare 'Некорректное значение'.
      if (this.draft.errors.s) this.draft.errors = { ...this.draft.errors, s: TEXT.siteInvalid };
      return;
    }
    const chosen = this.chosen.apply({ p: 1 }, typed === 'changed' ? 'replace' : 'push');
    if (typed === 'unchanged' && !chosen) void this.list.load();
  }

  reset(): void {
    this.draft.reset();
    this.chosen.refill();
  }

  // I 4 tag editing in the modal: removing a tag excludes it (an automatic one) or drops it (an added one);
  // excluded tags stay struck through and cannot be removed again.
  editedTags(image: ModerationImage): number[] {
    return this.edits.get(image.id) ?? image.tags;
  }

  isEdited(image: ModerationImage): boolean {
    return this.edits.has(image.id);
  }

  /** Tags edited in the modal and not saved, on any image: leaving the page asks first. */
  get anyEdited(): boolean {
    return this.edits.size > 0;
  }

  addTag(image: ModerationImage, tag: number): void {
    this.addTags(image, [tag]);
  }

  /** One tag or a category's (I 2.1): those the image does not show yet join its edited tags. */
  addTags(image: ModerationImage, tags: number[]): void {
    const current = this.editedTags(image);
    const added = tags.filter((tag) => !current.includes(tag));
    if (added.length) this.edits.set(image.id, [...current, ...new Set(added)]);
  }

  removeTag(image: ModerationImage, tag: number): void {
    this.edits.set(image.id, this.editedTags(image).filter((t) => t !== tag));
  }

  /** The modal's save (I 7 save_tags): one at a time; the answered image replaces the card (a bare success: as I 4 says). */
  saveImage(image: ModerationImage): Promise<boolean> {
    return this.saveTask.run(async () => {
      const tags = this.editedTags(image);
      const saved = (await this.api.saveTags(image, tags)) ?? withShownTags(image, tags);
      runInAction(() => {
        this.edits.delete(image.id);
        this.grid.applySaved([saved]);
      });
      notify.success();
      return true;
    });
  }

  get saving(): boolean {
    return this.saveTask.running;
  }

  /** I 5 bulk actions on the checked images with the chosen tags. */
  bulkAdd(): Promise<boolean> {
    return this.grid.bulk(this.bulkTags, async (ids, tags) => this.orLocally(await this.api.addTags(ids, tags), ids, (shown) => [...new Set([...shown, ...tags])]));
  }

  bulkRemove(): Promise<boolean> {
    return this.grid.bulk(this.bulkTags, async (ids, tags) => this.orLocally(await this.api.removeTags(ids, tags), ids, (shown) => shown.filter((t) => !tags.includes(t))));
  }

  /**
   * After a bulk action: the modal's unsaved edits of those images take the change too (a later save
   * would otherwise give back a removed tag); an answer without the saved images (a bare success) is
   * applied here as I 4 says the server does.
   */
  private orLocally(saved: ModerationImage[], ids: number[], change: (shown: number[]) => number[]): ModerationImage[] {
    runInAction(() => {
      for (const id of ids) {
        const edited = this.edits.get(id);
        if (edited) this.edits.set(id, change(edited));
      }
    });
    if (saved.length) return saved;
    return this.list.rows.filter((row) => ids.includes(row.id)).map((row) => withShownTags(row, change(row.tags)));
  }

  /** Hash, filter form, list, grid and the tags; returns the disposer (useStarted). */
  start(): () => void {
    const stop = disposers(
      this.screen.start(),
      this.chosen.start(),
      this.grid.start(),
    );
    void this.tagList.load();
    return () => {
      stop();
      this.categoryPicker.stop();
    };
  }
}
