import { makeAutoObservable, observableRef } from 'mobx';
import { BusyTask } from '@core/busy';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import { flashSuccess, pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { pattern, RecordFormState } from '@core/record';
import { Selection } from '@core/selection';
import { refusedPublish } from '@adconfig/shared/domainVersions/compareErrors';
import type { DomainVersion } from '@adconfig/shared/domainVersions/version';
import type { DomainRow, DomainVersionEditApi, RejectedDomain } from './api';
import { filteredDomains, typedDomains } from './domains';
import { hashSchema, type SORT_FIELDS } from './hash';
import { TEXT } from './texts';

/** The last add's or removal's refused domains, kept in view with their reasons (A 8). */
export interface Rejection {
  action: 'add' | 'remove';
  rows: RejectedDomain[];
}

const WHOLE = /^\s*\d{1,15}\s*$/;

/**
 * A 2 / A 4 one domain version: its status and figures, its domains (filtered and sorted as the hash says), domains
 * added and removed (a partial failure keeps the rejected ones with their reason), publish ⇄ draft (a refused
 * publish lists its comparison errors in a modal), and delete, after which the page goes to the parent path.
 */
export class DomainVersionEditStore {
  readonly filters = new HashState(hashSchema);
  readonly load = new LatestLoad();
  readonly selection = new Selection<string>();
  /** One change at a time: an add, a removal, a publish, the delete. */
  readonly busy = new BusyTask();
  version: DomainVersion | null = null;
  domains: DomainRow[] = [];
  /** The domains typed for adding (kept until added: a refused one stays). */
  typed = '';
  rejection: Rejection | null = null;
  filtersOpen = false;
  readonly filterForm = new RecordFormState(
    { q: '', dmin: '', cmin: '' },
    { rules: { dmin: [pattern(WHOLE, TEXT.wholeNumber)], cmin: [pattern(WHOLE, TEXT.wholeNumber)] } },
  );

  constructor(
    private readonly api: DomainVersionEditApi,
    readonly id: number,
    /** The versions' page: where a deleted version's page goes (A 2: the parent path). */
    readonly parentUrl: string,
  ) {
    makeAutoObservable<DomainVersionEditStore, 'api'>(
      this,
      { api: false, filters: false, load: false, selection: false, busy: false, filterForm: false, id: false, parentUrl: false, version: observableRef, domains: observableRef, rejection: observableRef },
      { autoBind: true },
    );
  }

  get shown(): DomainRow[] {
    return filteredDomains(this.domains, this.filters.values);
  }

  /** How many of the filter modal's conditions are set. */
  get activeFilters(): number {
    const { q, dmin, cmin } = this.filters.values;
    return (q.trim() ? 1 : 0) + (dmin === null ? 0 : 1) + (cmin === null ? 0 : 1);
  }

  get published(): boolean {
    return this.version?.status === 'active';
  }

  /** Loaded, and the object has no such version. */
  get missing(): boolean {
    return this.load.state === 'ready' && this.version === null;
  }

  start(): () => void {
    void this.reload();
    return disposers(this.filters.start(), () => this.load.stop());
  }

  /** The version (among its object's) and its domains, together; the latest load wins. */
  reload(): Promise<void> {
    return this.load.run((signal) => Promise.all([this.api.version(this.id, signal), this.api.domains(this.id, signal)]), ([version, domains]) => this.apply(version, domains));
  }

  private apply(version: DomainVersion | null, domains: DomainRow[]): void {
    this.version = version;
    this.domains = domains;
    this.selection.retain(domains.map((d) => d.domain));
  }

  setTyped(text: string): void {
    this.typed = text;
  }

  sortBy(field: string): void {
    const f = field as (typeof SORT_FIELDS)[number];
    const { values } = this.filters;
    this.filters.set({ f, o: values.f === f && values.o === 'asc' ? 'desc' : 'asc' });
  }

  /** POST {id}/domains with the domains typed; the refused stay in the field, listed with their reasons. */
  add(): Promise<boolean> {
    const domains = typedDomains(this.typed);
    if (domains.length === 0) {
      notify.error(TEXT.typeDomains);
      return Promise.resolve(false);
    }
    return this.busy.run(async () => {
      const change = await this.api.add(this.id, domains);
      this.afterChange('add', change.rejected);
      this.setTyped(change.rejected.map((r) => r.domain).join('\n'));
      if (change.done.length > 0) notify.success(change.message || TEXT.added(change.done.length));
      await this.reload();
      return change.rejected.length === 0;
    });
  }

  /** DELETE {id}/domains with the chosen ones, after the question; the refused stay chosen, listed with their reasons. */
  async removeChosen(): Promise<boolean> {
    const domains = [...this.selection.keys];
    if (domains.length === 0 || this.busy.running) return false;
    if (!(await notify.confirm(TEXT.removeChosenQuestion(domains.length), { title: TEXT.removeChosenTitle, danger: true, confirmLabel: 'Удалить' }))) return false;
    return this.busy.run(async () => {
      const change = await this.api.remove(this.id, domains);
      this.afterChange('remove', change.rejected);
      this.selection.clear();
      for (const r of change.rejected) this.selection.toggle(r.domain, true);
      if (change.done.length > 0) notify.success(change.message || TEXT.removedDomains(change.done.length));
      await this.reload();
      return change.rejected.length === 0;
    });
  }

  private afterChange(action: Rejection['action'], rows: RejectedDomain[]): void {
    this.rejection = rows.length > 0 ? { action, rows } : null;
  }

  dismissRejection(): void {
    this.rejection = null;
  }

  /** A 4: PUT {id} {status}; a publish the comparison refuses lists its errors in a modal, the version stays a draft. */
  togglePublish(): Promise<boolean> {
    const version = this.version;
    if (version === null) return Promise.resolve(false);
    const next = version.status === 'active' ? 'blocked' : 'active';
    let refused: string[] | null = null;
    return this.busy
      .run(async () => {
        try {
          const saved = await this.api.setStatus(this.id, next);
          this.applyStatus(saved.status);
          notify.success(saved.message || (saved.status === 'active' ? TEXT.published : TEXT.unpublished));
          return true;
        } catch (error) {
          refused = next === 'active' ? refusedPublish(error) : null;
          if (refused === null) throw error;
          return false;
        }
      })
      .then(async (ok) => {
        if (refused !== null) await notify.alert(refused.join('\n'), TEXT.compareTitle);
        return ok;
      });
  }

  private applyStatus(status: 'active' | 'blocked'): void {
    if (this.version) this.version = { ...this.version, status };
  }

  /** DELETE {id} after the question; then the parent path, the toast shown there. */
  async removeVersion(): Promise<boolean> {
    if (this.busy.running) return false;
    if (!(await notify.confirm(TEXT.removeQuestion, { title: TEXT.removeVersionTitle(this.id), danger: true, confirmLabel: 'Удалить' }))) return false;
    return this.busy.run(async () => {
      const saved = await this.api.removeVersion(this.id);
      flashSuccess(saved.message || TEXT.removed);
      pageNavigation.assign(this.parentUrl);
      return true;
    });
  }

  openFilters(): void {
    const { q, dmin, cmin } = this.filters.values;
    this.filterForm.load({ q, dmin: dmin === null ? '' : String(dmin), cmin: cmin === null ? '' : String(cmin) });
    this.filtersOpen = true;
  }

  closeFilters(): void {
    this.filtersOpen = false;
  }

  applyFilters(): void {
    if (!this.filterForm.validate()) return;
    const { q, dmin, cmin } = this.filterForm.values;
    const number = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
    this.filters.set({ q: q.trim(), dmin: number(dmin), cmin: number(cmin) });
    this.filtersOpen = false;
  }

  resetFilters(): void {
    this.filters.set({ q: '', dmin: null, cmin: null });
    this.filtersOpen = false;
  }
}
