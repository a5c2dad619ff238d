import { makeAutoObservable, reaction } from 'mobx';
import { HashState } from '@core/hash';
import { ListStore } from '@core/ListStore';
import { hashPaging } from '@core/paging';
import type { LogEntry, ModerationUser } from '@images/shared/moderationLog/logEntry';
import type { TagList } from '@images/shared/tags';
import { userOfMeta, type ModerationUserApi, type UserImage } from './api';
import { hashSchema, type Tab } from './hash';

/**
 * I 2.5: one user's moderation in two tabs, images and actions, pages of 50; the tab and the page in
 * the hash (#actions?p=2). Only the open tab's list loads; a tab change starts it from its first page.
 */
export class ModerationUserStore {
  readonly filters = new HashState(hashSchema);
  readonly images: ListStore<UserImage, null, ModerationUser>;
  readonly actions: ListStore<LogEntry, null, ModerationUser>;

  constructor(
    private readonly api: ModerationUserApi,
    readonly tagNames: TagList,
  ) {
    const paging = hashPaging(this.filters);
    this.images = new ListStore({ query: () => null, load: (_q, p, signal, preview) => this.api.images(p, signal, preview), paging, meta: (raw) => userOfMeta(raw) });
    this.actions = new ListStore({ query: () => null, load: (_q, p, signal, preview) => this.api.actions(p, signal, preview), paging, meta: (raw) => userOfMeta(raw) });
    makeAutoObservable<ModerationUserStore, 'api'>(this, { api: false, filters: false, images: false, actions: false, tagNames: false }, { autoBind: true });
  }

  get tab(): Tab {
    return this.filters.values.tab;
  }

  /** Whose page this is, from the open tab's latest answer. */
  get user(): ModerationUser | undefined {
    return this.tab === 'images' ? this.images.meta : this.actions.meta;
  }

  /** Hash binding, the open tab's list (switched with the tab) and the tag names; returns the disposer. */
  start(): () => void {
    const stopHash = this.filters.start();
    let stopList = (): void => undefined;
    const stopTabs = reaction(
      () => this.tab,
      (tab) => {
        stopList();
        stopList = (tab === 'images' ? this.images : this.actions).start();
      },
      { fireImmediately: true },
    );
    void this.tagNames.load();
    return () => {
      stopTabs();
      stopList();
      stopHash();
    };
  }
}
