import { makeAutoObservable } from 'mobx';
import { LatestLoad } from '@core/latestLoad';
import { LOAD_STATE_TEXT } from '@core/ListStore';
import type { LoadState } from '@core/loadState';
import type { TagList } from '@images/shared/tags';
import type { ImageHistory, ImageHistoryApi } from './api';

/** I 2.5: an image's moderation history, loaded once with the tag names it shows. */
export class ImageHistoryStore {
  /** As decoded, a reference (deep: false): a history of thousands of changes is not made observable entry by entry. */
  history: ImageHistory | null = null;
  private readonly loader = new LatestLoad();

  constructor(
    private readonly api: ImageHistoryApi,
    readonly tagNames: TagList,
  ) {
    makeAutoObservable<ImageHistoryStore, 'api' | 'loader'>(this, { api: false, tagNames: false, loader: false }, { autoBind: true, deep: false });
  }

  get state(): LoadState {
    return this.loader.state;
  }

  get stateText(): string | undefined {
    return LOAD_STATE_TEXT[this.state];
  }

  get isDeleted(): boolean {
    return this.history?.image.status === 'deleted';
  }

  load(): Promise<void> {
    return this.loader.run((signal) => this.api.load(signal), (history) => {
      this.history = history;
    });
  }

  /** Loads the history and the tag names; the disposer aborts what is in flight. */
  start(): () => void {
    void this.load();
    void this.tagNames.load();
    return this.loader.stop;
  }
}
