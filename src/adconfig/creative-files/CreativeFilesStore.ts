import { makeAutoObservable, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { disposers, type Disposer } from '@core/disposers';
import { isAborted } from '@core/http';
import { ListStore } from '@core/ListStore';
import { notify } from '@core/notify';
import { localPaging } from '@core/paging';
import { Selection } from '@core/selection';
import type { CreativeFile, CreativeFilesApi } from './api';
import { TEXTS } from './texts';

/** How far an upload is: files sent of those chosen, and the bytes of the files sent (the bar). */
export interface UploadProgress {
  done: number;
  total: number;
  sentBytes: number;
  totalBytes: number;
}

/**
 * A 2 creative files: the creative's files (one answer, no pages), uploaded one file a call so the bar
 * moves as each arrives, deleted by name (the selected ones or all, after a question), zipped by a link.
 */
export class CreativeFilesStore {
  readonly list: ListStore<CreativeFile, null>;
  readonly selection = new Selection<string>();
  progress: UploadProgress | null = null;
  private readonly deleting = new BusyTask();
  private uploads: AbortController | null = null;

  constructor(private readonly api: CreativeFilesApi) {
    this.list = new ListStore<CreativeFile, null>({ query: () => null, load: (_q, _paging, signal, preview) => api.list(signal, preview), paging: localPaging({ perPage: 'all' }) });
    makeAutoObservable<CreativeFilesStore, 'api' | 'deleting' | 'uploads'>(this, { api: false, list: false, selection: false, deleting: false, uploads: false }, { autoBind: true });
  }

  /** The list, and the selection kept to the files still listed; leaving the page aborts an upload. */
  start(): Disposer {
    return disposers(this.list.start(), this.list.retainSelection(this.selection, (file) => file.name), () => this.uploads?.abort());
  }

  get uploading(): boolean {
    return this.progress !== null;
  }

  get removing(): boolean {
    return this.deleting.running;
  }

  /** 0–100: the share of the chosen bytes already sent (by files, when they are all empty). */
  get percent(): number {
    const p = this.progress;
    if (p === null) return 0;
    const share = p.totalBytes > 0 ? p.sentBytes / p.totalBytes : p.done / Math.max(1, p.total);
    return Math.round(share * 100);
  }

  /**
   * Sends the files one after the other; a file the server refuses says why in its toast and the others
   * still go. The list reloads once at the end. A second upload meanwhile is refused (the area is busy).
   */
  async upload(files: File[]): Promise<number> {
    if (files.length === 0 || this.uploading) return 0;
    const controller = new AbortController();
    this.uploads = controller;
    this.progress = { done: 0, total: files.length, sentBytes: 0, totalBytes: files.reduce((sum, f) => sum + f.size, 0) };
    let sent = 0;
    for (const file of files) {
      try {
        await this.api.upload(file, controller.signal);
        sent += 1;
      } catch (error) {
        if (isAborted(error) || controller.signal.aborted) return sent;
        notify.error(error);
      }
      runInAction(() => {
        if (this.progress) this.progress = { ...this.progress, done: this.progress.done + 1, sentBytes: this.progress.sentBytes + file.size };
      });
    }
    runInAction(() => {
      this.progress = null;
      this.uploads = null;
    });
    if (sent > 0) notify.success(TEXTS.uploaded(sent));
    await this.list.load();
    return sent;
  }

  /** 'Удалить выбранные': the checked files, after the question. */
  removeSelected(): Promise<boolean> {
    const names = this.list.rows.map((file) => file.name).filter((name) => this.selection.has(name));
    return this.remove(names, TEXTS.deleteSelectedQuestion(names.length));
  }

  /** 'Удалить все': every listed file, after the question. */
  removeAll(): Promise<boolean> {
    const names = this.list.rows.map((file) => file.name);
    return this.remove(names, TEXTS.deleteAllQuestion(names.length));
  }

  private async remove(names: string[], question: string): Promise<boolean> {
    if (names.length === 0 || this.removing) return false;
    // A file in use (is_relation) is named in the question: its banner parameter loses it.
    const going = new Set(names);
    const inUse = this.list.rows.filter((file) => file.isRelation && going.has(file.name)).map((file) => file.name);
    const ok = await notify.confirm(inUse.length > 0 ? `${question} ${TEXTS.inUse(inUse)}` : question, { title: TEXTS.deleteTitle, confirmLabel: 'Удалить', danger: true });
    if (!ok) return false;
    return this.deleting.run(async () => {
      const saved = await this.api.remove(names);
      names.forEach((name) => this.selection.toggle(name, false));
      notify.success(saved.message || TEXTS.deleted);
      // Not awaited: the delete is done; a second one may start while the list reloads (latest wins).
      void this.list.load();
      return true;
    });
  }
}
