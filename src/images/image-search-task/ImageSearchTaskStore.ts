import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { disposers } from '@core/disposers';
import { saveBlob } from '@core/files';
import { HashState } from '@core/hash';
import { BULK_TEXT, ImageGridStore, type GridList } from '@core/imageGrid';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import { notify } from '@core/notify';
import { LIMIT_MESSAGE, limitOf } from '@images/shared/searchTask';
import type { SearchTask, SearchTaskApi, TaskImage } from './api';
import { hashSchema } from './hash';
import { TEXTS } from './texts';

/** I 9: tiles of about 230 px, at least 10 per page. */
export const IMAGES_PER_PAGE = 20;

/** The task's JSON as downloaded (I 7: client-side, name and image urls), without the images marked for deletion. */
export function exportJson(task: Pick<SearchTask, 'name'>, images: readonly TaskImage[], marked: (image: TaskImage) => boolean = () => false): string {
  return JSON.stringify({ name: task.name, images: images.filter((image) => !marked(image)).map((image) => image.url) }, null, 2);
}

/** A file name from the task's name: characters file systems refuse become '_'. */
export function exportFileName(task: Pick<SearchTask, 'id' | 'name'>): string {
  const printable = [...task.name].map((ch) => (ch.charCodeAt(0) < 32 ? '_' : ch)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').trim().slice(0, 100);
  return `${base || `search-task-${task.id}`}.json`;
}

/**
 * I 2.3: a search task's found images in pages of tiles, each marked for deletion or not (applied on
 * save), the limit and 'load more', and the save: PUT {path} with limit_qty, load_more, deleted_urls,
 * whose data.images replace the gallery (I 7).
 */
export class ImageSearchTaskStore {
  readonly filters = new HashState(hashSchema);
  task: SearchTask | null = null;
  images: TaskImage[] = [];
  /** Urls marked for deletion (per key, so a tile observes its own mark only). */
  readonly marks = observable.map<string, true>();
  /** The limit as typed. */
  limit = '';
  loadMore = false;
  readonly grid: ImageGridStore<TaskImage, string>;
  private readonly loader = new LatestLoad();
  private readonly saveTask = new BusyTask();

  constructor(
    private readonly api: SearchTaskApi,
    /** The task the page printed (props.task): shown at once, no GET. */
    private readonly printed: SearchTask | null = null,
  ) {
    // The grid works over the page shown; the task's images are replaced as a whole, never row by row.
    const pageImages = (): TaskImage[] => this.pageImages;
    const pageList: GridList<TaskImage> = {
      get rows() {
        return pageImages();
      },
      replaceRow: () => undefined,
    };
    this.grid = new ImageGridStore(pageList, (image) => image.url);
    makeAutoObservable<ImageSearchTaskStore, 'api' | 'printed' | 'loader' | 'saveTask'>(
      this,
      { api: false, printed: false, loader: false, saveTask: false, filters: false, grid: false, marks: false, task: observableRef, images: observableRef },
      { autoBind: true },
    );
  }

  get state(): LoadState {
    return this.loader.state;
  }

  /** 'Ожидаю данные...' from the first paint (the load leaves when the screen starts) until the task shows. */
  get stateText(): string | undefined {
    return this.state === 'idle' || this.state === 'loading' ? 'Ожидаю данные...' : undefined;
  }

  get saving(): boolean {
    return this.saveTask.running;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.images.length / IMAGES_PER_PAGE));
  }

  /** The hash's page, within the pages there are (a page past the end shows the last). */
  get page(): number {
    return Math.min(this.filters.values.p, this.pageCount);
  }

  get pageImages(): TaskImage[] {
    const from = (this.page - 1) * IMAGES_PER_PAGE;
    return this.images.slice(from, from + IMAGES_PER_PAGE);
  }

  setPage(page: number): void {
    this.filters.set({ p: Math.min(Math.max(1, page), this.pageCount) });
  }

  isMarked(image: TaskImage): boolean {
    return this.marks.has(image.url);
  }

  get markedCount(): number {
    return this.marks.size;
  }

  get limitChanged(): boolean {
    return this.task !== null && this.limit.trim() !== (this.task.limit_qty === null ? '' : String(this.task.limit_qty));
  }

  /** Marks, a changed limit or 'load more' not yet saved (the page asks before it is left). */
  get dirty(): boolean {
    return this.marks.size > 0 || this.limitChanged || this.loadMore;
  }

  toggleMark(image: TaskImage): void {
    if (this.marks.has(image.url)) this.marks.delete(image.url);
    else this.marks.set(image.url, true);
  }

  /** The checked tiles marked (or unmarked) at once; none checked: 'Выберите изображения!' (I 5). */
  markSelected(marked: boolean): void {
    const rows = this.grid.selectedRows;
    if (rows.length === 0) {
      void notify.alert(BULK_TEXT.noImages);
      return;
    }
    for (const image of rows) {
      if (marked) this.marks.set(image.url, true);
      else this.marks.delete(image.url);
    }
    this.grid.selection.retain([]);
  }

  setLimit(limit: string): void {
    this.limit = limit;
  }

  setLoadMore(on: boolean): void {
    this.loadMore = on;
  }

  private apply(task: SearchTask): void {
    this.task = task;
    this.images = task.images;
    this.limit = task.limit_qty === null ? '' : String(task.limit_qty);
  }

  /** GET {path}: the task and its images (a newer load aborts the one in flight). */
  load(): Promise<void> {
    return this.loader.run((signal) => this.api.load(signal), this.apply);
  }

  /**
   * I 5: a limit outside 0..800 alerts 'Некорректный лимит (ожидается в диапазоне от 0 до 800)!' and sends
   * nothing. Then PUT once; the answer's images replace the gallery, the marks are cleared, 'Успешно
   * сохранено!'. A failure keeps every mark and the limit as typed. Resolves true when saved.
   */
  async save(): Promise<boolean> {
    if (this.saving || !this.task) return false;
    const limit = limitOf(this.limit);
    if (limit === null) {
      void notify.alert(LIMIT_MESSAGE, TEXTS.limitTitle);
      return false;
    }
    const sent = { limit_qty: limit, load_more: this.loadMore, deleted_urls: [...this.marks.keys()] };
    return this.saveTask.run(async () => {
      const saved = await this.api.save(sent);
      runInAction(() => {
        // A bare answer (no data.images) is a save too: the images are those sent as kept.
        const deleted = new Set(sent.deleted_urls);
        const images = saved.images ?? this.images.filter((image) => !deleted.has(image.url));
        const task = this.task;
        if (task) this.task = { ...task, ...(saved.task ?? {}), limit_qty: saved.task?.limit_qty ?? limit, images };
        this.images = images;
        // What was sent is saved; a mark made during the save stays unsaved.
        for (const url of sent.deleted_urls) this.marks.delete(url);
        if (this.limit.trim() === String(limit)) this.limit = String(this.task?.limit_qty ?? limit);
        if (this.loadMore === sent.load_more) this.loadMore = false;
        if (this.filters.values.p > this.pageCount) this.filters.set({ p: this.pageCount }, 'replace');
      });
      void notify.alert(TEXTS.saved, TEXTS.savedTitle);
      return true;
    });
  }

  /** The task's JSON file (name and image urls), made in the browser. */
  downloadJson(): void {
    if (!this.task) return;
    saveBlob(new Blob([exportJson(this.task, this.images, this.isMarked)], { type: 'application/json' }), exportFileName(this.task));
  }

  /** The hash, the grid and the load; returns the disposer (useEffect). */
  start(): () => void {
    const stop = disposers(this.filters.start(), this.grid.start(), this.loader.stop);
    const printed = this.printed;
    if (printed) this.loader.settle(() => this.apply(printed));
    else void this.load();
    return stop;
  }
}
