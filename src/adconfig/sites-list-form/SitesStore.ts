import { makeAutoObservable, observableRef } from 'mobx';
import { Selection } from '../../core/selection';
import type { ApiSite } from './api';
import { fromApi, restored, searchText, siteUrlKey, toApi, urlKey, type Site } from './site';

/**
 * The sites of the list: the main table (filtered on the client) and the table of sites that failed
 * the automatic check. Arrays of frozen rows held by reference: a change replaces the array, so a
 * list of 10 000 sites is never made deeply observable.
 */
export class SitesStore {
  sites: Site[] = [];
  unavailable: Site[] = [];
  readonly selection = new Selection<number>();
  /** Bumped by every change; `changed` compares it with the version last saved. */
  version = 0;
  private savedVersion = 0;

  constructor(private readonly filterText: () => string) {
    makeAutoObservable<SitesStore, 'filterText' | 'savedVersion'>(
      this,
      { sites: observableRef, unavailable: observableRef, filterText: false, selection: false, savedVersion: true },
      { autoBind: true },
    );
  }

  /** The rows the main table shows: those whose name or url contains the filter text. */
  get visible(): Site[] {
    const query = this.filterText().trim().toLowerCase();
    if (!query) return this.sites;
    return this.sites.filter((site) => searchText(site).includes(query));
  }

  get isFiltered(): boolean {
    return this.filterText().trim() !== '';
  }

  /** Every url of the list, both tables, for the duplicate check. */
  get urlKeys(): Set<string> {
    const keys = new Set<string>();
    for (const site of this.sites) keys.add(siteUrlKey(site));
    for (const site of this.unavailable) keys.add(siteUrlKey(site));
    return keys;
  }

  get changed(): boolean {
    return this.version !== this.savedVersion;
  }

  has(url: string): boolean {
    return this.urlKeys.has(urlKey(url));
  }

  /**
   * The list as loaded: a site that failed the check goes to the second table. Every site of `sites`
   * is kept as sent (dropping one here would delete it on the next save); an `unavailable` entry
   * that repeats a site of `sites` is shown once.
   */
  load(sites: readonly ApiSite[], unavailable: readonly ApiSite[] = []): void {
    const main: Site[] = [];
    const failed: Site[] = [];
    for (const raw of sites) {
      const site = fromApi(raw);
      (site.isAvailable === false ? failed : main).push(site);
    }
    if (unavailable.length) {
      const listed = new Set([...main, ...failed].map(siteUrlKey));
      for (const raw of unavailable) {
        const site = fromApi({ ...raw, isAvailable: false });
        if (!listed.has(siteUrlKey(site))) failed.push(site);
      }
    }
    this.sites = main;
    this.unavailable = failed;
    this.selection.clear();
    this.version += 1;
    this.savedVersion = this.version;
  }

  /** New sites go on top, where the operator sees them. */
  add(sites: readonly Site[]): void {
    if (sites.length === 0) return;
    this.sites = [...sites, ...this.sites];
    this.version += 1;
  }

  removeSelected(): number {
    const before = this.sites.length;
    this.sites = this.sites.filter((site) => !this.selection.has(site.key));
    this.selection.clear();
    const removed = before - this.sites.length;
    if (removed) this.version += 1;
    return removed;
  }

  removeAll(): void {
    if (this.sites.length === 0) return;
    this.sites = [];
    this.selection.clear();
    this.version += 1;
  }

  /** Back to the main list, availability unknown until the next automatic check. */
  restore(site: Site): void {
    this.unavailable = this.unavailable.filter((s) => s.key !== site.key);
    this.sites = [restored(site), ...this.sites];
    this.version += 1;
  }

  /** What POST / PUT send: every site, the failed ones with isAvailable false. */
  get payload(): ApiSite[] {
    return [...this.sites, ...this.unavailable].map(toApi);
  }

  /** The version that was sent has been saved (later edits stay unsaved). */
  markSaved(version: number): void {
    this.savedVersion = version;
  }
}
