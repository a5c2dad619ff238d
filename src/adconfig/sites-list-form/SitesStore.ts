import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isObject } from '@core/decode';
import { Selection } from '@core/selection';
import { afterPaint, BIG_ANSWER, FIRST_SLICE, inSlices } from '@core/slices';
import { decodeSite, type ApiSite } from './api';
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
  /** A big answer is still being made into rows (issue 31): the first screenful shows, the rest follows in slices. */
  building = false;
  private savedVersion = 0;
  private build: AbortController | null = null;
  private built: Promise<void> = Promise.resolve();
  /** Waiting for the table to commit the first screenful (`rowsCommitted`). */
  private committed: (() => void) | null = null;

  constructor(private readonly filterText: () => string) {
    makeAutoObservable<SitesStore, 'filterText' | 'savedVersion' | 'build' | 'built' | 'committed'>(
      this,
      { sites: observableRef, unavailable: observableRef, filterText: false, selection: false, savedVersion: true, build: false, built: false, committed: false, rowsCommitted: false },
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
    this.stopBuilding();
    const main: Site[] = [];
    const failed: Site[] = [];
    for (const raw of sites) sort(fromApi(raw), main, failed);
    failed.push(...unlisted(main, failed, unavailable));
    this.loaded(main, failed);
  }

  /** A load starts: the rows of the last answer go, its first entries will show as they arrive (`preview`). */
  startPreview(): void {
    this.stopBuilding();
    this.loaded([], []);
  }

  /**
   * Site entries of an answer still arriving (issue 31): the first screenful shows as soon as it is in, the
   * list still loading ('Данные получены. Строю таблицу...'); `receive` then makes the whole answer into rows.
   * True while it shows more (the answer's stream then lets them be painted before it reads on).
   */
  preview(entries: readonly unknown[]): boolean {
    const room = FIRST_SLICE - this.sites.length - this.unavailable.length;
    if (room <= 0) return false;
    const main = this.sites.slice();
    const failed = this.unavailable.slice();
    for (let i = 0; i < entries.length && i < room; i++) takeEntry(entries[i], main, failed);
    this.sites = main;
    // Unchanged, it stays the same array: the form's heading counts it and is not drawn again for nothing.
    if (failed.length !== this.unavailable.length) this.unavailable = failed;
    this.building = true;
    return true;
  }

  /**
   * The answer's site entries as sent (GET): the first screenful is decoded and shown at once, the rest
   * in slices that yield to input (a list of 100 000 is no long task); `building` meanwhile. What is
   * edited meanwhile stays: the rest goes after the rows shown. Resolves once every row is in.
   */
  receive(sites: readonly unknown[], unavailable: readonly unknown[] = []): Promise<void> {
    this.stopBuilding();
    const main: Site[] = [];
    const failed: Site[] = [];
    const take = (i: number) => takeEntry(sites[i], main, failed);
    if (sites.length + unavailable.length <= BIG_ANSWER) {
      for (let i = 0; i < sites.length; i++) take(i);
      failed.push(...unlisted(main, failed, unavailable.filter(isObject).map(decodeSite)));
      this.loaded(main, failed);
      return this.built;
    }
    const first = Math.min(sites.length, FIRST_SLICE);
    for (let i = 0; i < first; i++) take(i);
    this.loaded(main.slice(), failed.slice());
    const shown = { main: main.length, failed: failed.length };
    const controller = new AbortController();
    this.build = controller;
    this.building = true;
    const { signal } = controller;
    this.built = (async () => {
      // The first screenful is painted before the rest is built: the frame after the table has committed it
      // (issue 45). A frame asked for at once came before the page's first render, and the whole list was
      // built ahead of that render.
      await this.whenCommitted();
      await afterPaint();
      if (!(await inSlices(first, sites.length, take, { signal }))) return;
      const decoded: ApiSite[] = [];
      if (!(await inSlices(0, unavailable.length, (i) => void (isObject(unavailable[i]) && decoded.push(decodeSite(unavailable[i]))), { signal }))) return;
      const extra = unlisted(main, failed, decoded);
      runInAction(() => {
        this.sites = shown.main === main.length ? this.sites : [...this.sites, ...main.slice(shown.main)];
        this.unavailable = [...this.unavailable, ...failed.slice(shown.failed), ...extra];
        this.building = false;
        this.build = null;
      });
      // The first filter keystroke then finds every row's search text made (made here, between frames).
      await inSlices(0, main.length, (i) => void searchText(main[i]), { signal });
    })();
    return this.built;
  }

  /** The table has committed the rows it shows (SitesTable, on every commit): the rest of a big answer may follow. */
  rowsCommitted(): void {
    this.committed?.();
  }

  /** Resolves once the table has committed the rows set now, at the latest after COMMIT_WAIT_MS (no table: the store alone). */
  private whenCommitted(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        if (this.committed === done) this.committed = null;
        resolve();
      };
      const timer = setTimeout(done, COMMIT_WAIT_MS);
      this.committed = done;
    });
  }

  /** Resolves once the answer being built is all in (at once when none is). */
  whenBuilt(): Promise<void> {
    return this.built;
  }

  private loaded(main: Site[], failed: Site[]): void {
    this.sites = main;
    this.unavailable = failed;
    this.selection.clear();
    this.version += 1;
    this.savedVersion = this.version;
  }

  /** A build in progress is dropped (a new answer, or every site removed). */
  private stopBuilding(): void {
    this.build?.abort();
    this.build = null;
    this.building = false;
    this.built = Promise.resolve();
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
    this.stopBuilding();
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

/** How long a big answer's rest waits for the table to commit its first rows at most (a store without its table). */
const COMMIT_WAIT_MS = 300;

/** An entry of the answer as a row: a site object decoded and sorted to its table (anything else is left out). */
function takeEntry(raw: unknown, main: Site[], failed: Site[]): void {
  if (isObject(raw)) sort(fromApi(decodeSite(raw)), main, failed);
}

/** A site that failed the check goes to the second table. */
function sort(site: Site, main: Site[], failed: Site[]): void {
  (site.isAvailable === false ? failed : main).push(site);
}

/** The `unavailable` entries (marked failed) that do not repeat a site of either table. */
function unlisted(main: readonly Site[], failed: readonly Site[], unavailable: readonly ApiSite[]): Site[] {
  if (unavailable.length === 0) return [];
  const listed = new Set([...main, ...failed].map(siteUrlKey));
  const out: Site[] = [];
  for (const raw of unavailable) {
    const site = fromApi({ ...raw, isAvailable: false });
    if (!listed.has(siteUrlKey(site))) out.push(site);
  }
  return out;
}
