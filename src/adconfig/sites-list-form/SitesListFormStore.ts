import { makeAutoObservable, runInAction } from 'mobx';
import { ExcelLimitError, exportToExcel, importExcel } from '../../core/excel';
import { FormState } from '../../core/form';
import { HashState } from '../../core/hash';
import { notify } from '../../core/notify';
import { AddSitesStore } from './AddSitesStore';
import { hashSchema } from './hash';
import type { Category, SitesList, SitesListApi, SitesListStatus } from './api';
import { SITE_EXPORT_COLUMNS } from './exportColumns';
import { sitesFromRows } from './newSites';
import { flashSuccess } from '../../core/navigate';
import { SitesStore } from './SitesStore';
import { IMPORT_COLUMNS, TEXT } from './texts';

export interface FormValues {
  name: string;
  description: string;
  status: SitesListStatus;
}

export type ListInfo = Pick<SitesList, 'id' | 'created' | 'updated' | 'modified' | 'sites_count'>;

export interface SitesListFormOptions {
  /** The list edited; null on the create page. */
  id: number | null;
  /** The edit page of a list: where the create page goes once the list is saved. */
  editUrl(id: number): string;
}

/** The sites list form (A 2): the list's fields, its sites, and one save for both. */
export class SitesListFormStore {
  readonly hash = new HashState(hashSchema);
  readonly form = new FormState<FormValues>(
    { name: '', description: '', status: 'active' },
    { name: [{ rule: 'required', message: TEXT.nameRequired }] },
  );
  readonly sites = new SitesStore(() => this.hash.values.q);
  readonly add = new AddSitesStore(this.sites, () => this.categories);
  categories: Category[] = [];
  loadState: 'loading' | 'ready' | 'failed';
  info: ListInfo | null = null;
  importing = false;
  /** Where the page goes next (set once a new list is saved). */
  redirectTo: string | null = null;
  private categoriesLoad: Promise<void> | null = null;
  private fetched = false;

  constructor(
    private readonly api: SitesListApi,
    private readonly options: SitesListFormOptions,
  ) {
    this.loadState = options.id === null ? 'ready' : 'loading';
    makeAutoObservable<SitesListFormStore, 'api' | 'options' | 'categoriesLoad' | 'fetched'>(
      this,
      { hash: false, form: false, sites: false, add: false, api: false, options: false, categoriesLoad: false, fetched: false },
      { autoBind: true },
    );
  }

  get id(): number | null {
    return this.options.id;
  }

  get isEdit(): boolean {
    return this.options.id !== null;
  }

  /** The saved list as an Excel download (edit only). */
  get exportUrl(): string | null {
    return this.options.id === null ? null : this.api.exportUrl(this.options.id);
  }

  /** Edits not saved yet: the list's fields, its sites, or a site typed (or links pasted) but not added yet. */
  get dirty(): boolean {
    return this.form.dirty || this.sites.changed || this.add.pending;
  }

  get saving(): boolean {
    return this.form.saving || this.redirectTo !== null;
  }

  /** Load what the page needs and follow the hash; returns the disposer for useEffect. */
  start(): () => void {
    const stopHash = this.hash.start();
    this.fetch();
    return stopHash;
  }

  /** Ask for the list and the categories, once: the screen calls it as soon as the store exists. */
  fetch(): void {
    if (this.fetched) return;
    this.fetched = true;
    void this.loadCategories();
    if (this.isEdit) void this.load();
  }

  async load(): Promise<void> {
    const id = this.options.id;
    if (id === null) return;
    this.loadState = 'loading';
    try {
      const list = await this.api.get(id);
      runInAction(() => {
        this.form.load({ name: list.name, description: list.description ?? '', status: list.status }, list.updated);
        this.sites.load(list.sites ?? [], list.unavailable ?? []);
        this.info = infoOf(list);
        this.loadState = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadState = 'failed';
      });
      notify.error(error);
    }
  }

  /** GET /api/hb/categories once (again after a failure). */
  loadCategories(): Promise<void> {
    this.categoriesLoad ??= this.api.categories().then(
      (categories) =>
        runInAction(() => {
          this.categories = categories;
        }),
      (error: unknown) => {
        this.categoriesLoad = null;
        notify.error(error);
      },
    );
    return this.categoriesLoad;
  }

  setFilter(value: string): void {
    this.hash.set({ q: value }, 'typing');
  }

  async deleteSelected(): Promise<void> {
    const count = this.sites.selection.size;
    if (count === 0) return;
    if (await notify.confirm(TEXT.confirmDeleteSelected(count), { danger: true, confirmLabel: 'Удалить' })) this.sites.removeSelected();
  }

  async deleteAll(): Promise<void> {
    const count = this.sites.sites.length;
    if (count === 0) return;
    if (await notify.confirm(TEXT.confirmDeleteAll(count), { danger: true, confirmLabel: 'Удалить' })) this.sites.removeAll();
  }

  /** A 5: Excel rows (Название, Ссылка, Категория) become sites; the skipped ones are counted in a toast. */
  async importFile(file: Blob): Promise<void> {
    if (this.importing) return;
    this.importing = true;
    try {
      const rows = await importExcel(file, IMPORT_COLUMNS);
      await this.loadCategories();
      runInAction(() => {
        const { sites, skipped } = sitesFromRows(rows, this.categories, this.sites.urlKeys);
        this.sites.add(sites);
        if (rows.length === 0) notify.info(TEXT.importEmpty, TEXT.importTitle, 'warning');
        else if (skipped.length) notify.info(TEXT.importSummary(sites.length, skipped.length), TEXT.importTitle, 'warning');
        else notify.success(TEXT.importSummary(sites.length, 0), TEXT.importTitle);
      });
    } catch (error) {
      notify.error(error instanceof ExcelLimitError ? error.message : TEXT.importUnreadable);
    } finally {
      runInAction(() => {
        this.importing = false;
      });
    }
  }

  /** The main table as shown (filter applied), its columns, as an .xlsx file. */
  exportTable(): Promise<void> {
    const name = this.options.id === null ? 'new' : String(this.options.id);
    return exportToExcel(`sites-list-${name}.xlsx`, SITE_EXPORT_COLUMNS, this.sites.visible);
  }

  /** Create (then open the edit page) or update; a failure keeps everything typed. */
  async save(): Promise<void> {
    if (this.saving) return;
    const id = this.options.id;
    const version = this.sites.version;
    const sites = this.sites.payload;
    const saved = await this.form.submit(
      (values, version) => (id === null ? this.api.create({ ...values, sites }) : this.api.update(id, { ...values, sites }, version ?? undefined)),
      id === null ? { success: false } : { versionOf: (list) => list.updated },
    );
    if (!saved) return;
    runInAction(() => {
      this.sites.markSaved(version);
      if (id === null) {
        flashSuccess();
        this.redirectTo = this.options.editUrl(saved.id);
      } else {
        this.info = infoOf(saved);
      }
    });
  }
}

function infoOf(list: SitesList): ListInfo {
  return { id: list.id, created: list.created, updated: list.updated, modified: list.modified, sites_count: list.sites_count };
}
