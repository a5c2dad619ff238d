import { makeAutoObservable, runInAction } from 'mobx';
import { isAborted } from '../../core/http';
import { LOAD_STATE_TEXT } from '../../core/ListStore';
import type { LoadState } from '../../core/loadState';
import { notify } from '../../core/notify';
import type { TagList } from '../shared/tags';
import type { ImageHistory, ImageHistoryApi } from './api';

/** I 2.5: an image's moderation history, loaded once with the tag names it shows. */
export class ImageHistoryStore {
  history: ImageHistory | null = null;
  state: LoadState = 'idle';
  private controller: AbortController | null = null;

  constructor(
    private readonly api: ImageHistoryApi,
    readonly tagNames: TagList,
  ) {
    makeAutoObservable<ImageHistoryStore, 'api' | 'controller'>(this, { api: false, tagNames: false, controller: false }, { autoBind: true });
  }

  get stateText(): string | undefined {
    return LOAD_STATE_TEXT[this.state];
  }

  get isDeleted(): boolean {
    return this.history?.image.status === 'deleted';
  }

  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    try {
      const history = await this.api.load(controller.signal);
      runInAction(() => {
        this.history = history;
        this.state = 'ready';
      });
    } catch (error) {
      if (isAborted(error) || controller !== this.controller) return;
      notify.error(error);
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  /** Loads the history and the tag names; the disposer aborts what is in flight. */
  start(): () => void {
    void this.load();
    void this.tagNames.load();
    return () => this.controller?.abort();
  }
}
