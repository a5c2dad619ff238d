import { makeAutoObservable, runInAction } from 'mobx';
import { ExcelLimitError, exportToExcel, importExcel } from '@core/excel';
import { HashState } from '@core/hash';
import { notify } from '@core/notify';
import { AddSitesStore } from './AddSitesStore';
import { hashSchema } from './hash';
import type { Category, SitesList, SitesListAnswer, SitesListApi, SitesListStatus } from './api';
import { SITE_EXPORT_COLUMNS } from './exportColumns';
import { sitesFromRows } from './newSites';
import { RecordFormState, RecordPageState, required } from '@core/record';
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
  /** The lists page: where a create answered without the new list's id goes. */
  listUrl?: string;
}

/** The sites list form (A 2): the list's fields, its sites, and one save for both. */
export class SitesListFormStore {
  readonly hash = new HashState(hashSchema);
  readonly sites = new SitesStore(() => this.hash.values.q);
  readonly add = new AddSitesStore(this.sites, () => this.categories);
  /** The list's fields; its sites and a site typed but not added yet count as unsaved edits too. */
  readonly form = new RecordFormState<FormValues>(
    { name: '', description: '', status: 'active' },
    { rules: { name: [required(TEXT.nameRequired)] }, otherEdits: () => this.sites.changed || this.add.pending },
  );
  readonly page: RecordPageState<FormValues, undefined, SitesListAnswer>;
  categories: Category[] = [];
  info: ListInfo | null = null;
  /** The list as loaded (its sites aside): what a save sends back beside the form's fields. */
  private kept: Record<string, unknown> = {};
  importing = false;
  private categoriesLoad: Promise<void> | null = null;

  constructor(
    private readonly api: SitesListApi,
    private readonly options: SitesListFormOptions,
  ) {
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      id: options.id,
      // The first sites show as the answer arrives, before the whole of it is in (issue 31).
      get: (id, signal) => {
        this.sites.startPreview();
        return api.get(id, signal, this.sites.preview);
      },
      apply: (list) => {
        if (!list) return;
        this.form.load({ name: list.name, description: list.description ?? '', status: list.status }, list.updated);
        // The first screenful now, the rest in slices (a list of 100 000 is no long task).
        void this.sites.receive(list.sites, list.unavailable);
        this.info = infoOf(list);
        const { sites: _sites, unavailable: _unavailable, ...kept } = list.source;
        this.kept = kept;
      },
    });
    makeAutoObservable<SitesListFormStore, 'api' | 'options' | 'categoriesLoad' | 'kept'>(
      this,
      { hash: false, form: false, page: false, sites: false, add: false, api: false, options: false, categoriesLoad: false, kept: false },
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
    return this.form.dirty;
  }

  /** The page (hash, list) and the categories; returns the disposer for useEffect. */
  start(): () => void {
    void this.loadCategories();
    return this.page.start();
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
    // The count asked about is the whole list's, not the part built so far.
    if (this.sites.building) await this.sites.whenBuilt();
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
  async exportTable(): Promise<void> {
    if (this.sites.building) await this.sites.whenBuilt();
    const name = this.options.id === null ? 'new' : String(this.options.id);
    return exportToExcel(`sites-list-${name}.xlsx`, SITE_EXPORT_COLUMNS, this.sites.visible);
  }

  /** Create (then open the edit page) or update; a failure keeps everything typed. */
  async save(): Promise<void> {
    // Every site of the answer goes in the save, not only those built so far (the rest would be deleted).
    if (this.sites.building) await this.sites.whenBuilt();
    const id = this.options.id;
    const sitesVersion = this.sites.version;
    const sites = this.sites.payload;
    // The list as loaded with the form over it: fields this page does not know go back as they came.
    const kept = this.kept;
    await this.page.save<SitesList | null>(
      (values, version) => (id === null ? this.api.create({ ...values, sites }) : this.api.update(id, { ...kept, ...values, sites }, version ?? undefined)),
      {
        // A bare answer names no version: the next save sends none (the backend keeps the list as sent).
        versionOf: id === null ? undefined : (list) => list?.updated ?? null,
        // A create answered without the new list (A 7 names no answer data) goes to the lists, where it now is.
        leaveTo: (list) => (id === null ? (list ? this.options.editUrl(list.id) : (this.options.listUrl ?? null)) : null),
        saved: (list) => {
          this.sites.markSaved(sitesVersion);
          if (id !== null && list) this.info = infoOf(list);
        },
      },
    );
  }
}

function infoOf(list: SitesList | SitesListAnswer): ListInfo {
  return { id: list.id, created: list.created, updated: list.updated, modified: list.modified, sites_count: list.sites_count };
}
