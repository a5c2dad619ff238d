import { makeAutoObservable, observableRef } from 'mobx';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import type { AccessListDetails, AccessListGroup, AccessListGroupsApi, Trait } from './api';

/**
 * S 7 "GET edit/?id": a filter list opened from its group, in a dialog: the list as its answer gives it (name, type,
 * entries), and the link to its own page. One list at a time; the latest opening wins, a closed one is dropped.
 */
export class OpenListStore {
  group: AccessListGroup | null = null;
  trait: Trait | null = null;
  details: AccessListDetails | null = null;
  private readonly load = new LatestLoad();

  constructor(private readonly api: AccessListGroupsApi) {
    makeAutoObservable<OpenListStore, 'api' | 'load'>(this, { api: false, load: false, details: observableRef }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.trait !== null;
  }

  get state(): LoadState {
    return this.load.state;
  }

  /** The list's page (a link: it opens whatever the ajax answer was). */
  get pageUrl(): string | null {
    return this.trait ? this.api.listPage(this.trait.filter_id) : null;
  }

  open(group: AccessListGroup, trait: Trait): void {
    this.group = group;
    this.trait = trait;
    this.details = null;
    this.fetch();
  }

  /** Asks for the open list (again after a failure: 'Повторить'). */
  fetch(): void {
    const trait = this.trait;
    if (!trait) return;
    void this.load.run(
      (signal) => this.api.list(trait, signal),
      (details) => (this.details = details),
    );
  }

  close(): void {
    this.load.stop();
    this.group = null;
    this.trait = null;
    this.details = null;
  }
}
