import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { disposers } from '@core/disposers';
import { exportToExcel } from '@core/excel';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import { notify } from '@core/notify';
import { RecordFormState } from '@core/record';
import { subtree, type TreeNode } from '@core/tree/treeModel';
import type { GeoObject, GeoPopulationApi } from './api';
import { hashSchema } from './hash';
import { GeoTreeStore } from '@adconfig/shared/geo/GeoTreeStore';
import { TEXT, TYPE_NAMES } from './texts';

/** '146 150 789' → 146150789; '' → null (not set); anything else → undefined (wrong). */
export function totalOf(text: string): number | null | undefined {
  const digits = text.replace(/\s+/g, '');
  if (digits === '') return null;
  if (!/^\d{1,15}$/.test(digits)) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A 2 Other: a country's geo tree (A 9: Россия by default), one object selected, its total population edited; Excel on demand. */
export class GeoPopulationStore {
  readonly filters = new HashState(hashSchema);
  readonly form = new RecordFormState<{ total: string }>({ total: '' });
  /** The selected object's population record as it came: saved back with the new total. */
  private loaded: Readonly<Record<string, unknown>> = {};
  /** The countries and the country's tree (the shared geo tree, ordered by sort, then name): the country is the hash's. */
  readonly geo: GeoTreeStore;
  private readonly population = new LatestLoad();
  private readonly exportTask = new BusyTask();

  constructor(private readonly api: GeoPopulationApi) {
    this.geo = new GeoTreeStore(api, {
      country: () => this.filters.values.c,
      // The selection's ancestors open (a link opens its object).
      onTreeLoaded: () => {
        const selected = this.filters.values.o;
        if (selected !== null) this.geo.tree.reveal(selected);
      },
    });
    makeAutoObservable<GeoPopulationStore, 'api' | 'population' | 'exportTask' | 'loaded'>(
      this,
      { api: false, filters: false, form: false, geo: false, population: false, exportTask: false, loaded: false },
      { autoBind: true },
    );
  }

  /** The countries, then the country's tree: 'loading' from the first paint until the tree is in. */
  get treeState(): LoadState {
    return this.geo.state;
  }

  /** The selected object's population. */
  get populationState(): LoadState {
    return this.population.state;
  }

  get exporting(): boolean {
    return this.exportTask.running;
  }

  // The TreeView model (the screen hands the store to the view): the geo tree's.
  get roots(): TreeNode<GeoObject>[] {
    return this.geo.roots;
  }

  get visible(): TreeNode<GeoObject>[] {
    return this.geo.visible;
  }

  get selected(): TreeNode<GeoObject> | undefined {
    const id = this.filters.values.o;
    return id === null ? undefined : this.find(id);
  }

  find(id: number): TreeNode<GeoObject> | undefined {
    return this.geo.find(id);
  }

  isExpanded(id: number): boolean {
    return this.geo.isExpanded(id);
  }

  toggle(id: number): void {
    this.geo.toggle(id);
  }

  setExpanded(id: number, open: boolean): void {
    this.geo.setExpanded(id, open);
  }

  /** The tree's single selection: a click or Space selects the object (one history entry). */
  isSelected(id: number): boolean {
    return this.filters.values.o === id;
  }

  async select(id: number): Promise<void> {
    if (this.filters.values.o === id || !(await this.mayLeaveEdits())) return;
    this.filters.set({ o: id }, 'push');
  }

  async chooseCountry(id: number): Promise<void> {
    if (!(await this.mayLeaveEdits())) return;
    this.filters.set({ c: id, o: null }, 'push');
  }

  /** Another object or country drops the population typed: asked first (nothing typed is lost unasked). */
  private async mayLeaveEdits(): Promise<boolean> {
    if (!this.form.dirty) return true;
    return notify.confirm(TEXT.leaveEdits, { title: TEXT.unsaved, confirmLabel: TEXT.leave });
  }

  /** Countries once; the country's tree on each country change; the selection's population on each selection. */
  start(): () => void {
    const stop = disposers(
      this.filters.start(),
      this.geo.start(),
      reaction(() => (this.treeState === 'ready' ? (this.selected?.id ?? null) : null), (id) => void this.loadPopulation(id), { fireImmediately: true }),
      this.population.stop,
    );
    return stop;
  }

  /** 'Повторить': the countries again, then the tree. */
  loadCountries(): Promise<void> {
    return this.geo.load();
  }

  /** The selected object's total (latest wins); none selected: nothing asked. */
  loadPopulation(id: number | null): Promise<void> {
    if (id === null) {
      this.population.stop();
      return Promise.resolve();
    }
    this.form.load({ total: '' });
    this.loaded = {};
    return this.population.run(
      (signal) => this.api.population(id, signal),
      (loaded) => {
        this.loaded = loaded.source;
        this.form.load({ total: loaded.total === null ? '' : String(loaded.total) });
      },
    );
  }

  /** POST …/population/{id} {total}; empty means not set (null). */
  async save(): Promise<void> {
    const node = this.selected;
    if (!node) return;
    const total = totalOf(this.form.values.total);
    if (total === undefined) {
      this.form.setErrors({ total: TEXT.totalInvalid });
      return;
    }
    const saved = await this.form.submit(() => this.api.savePopulation(node.id, total, this.loaded), { success: false });
    if (!saved) return;
    runInAction(() => {
      this.form.load({ total: saved.total === null ? '' : String(saved.total) });
      this.geo.updateObject(node.id, (o) => ({ ...o, hasPopulation: saved.total !== null }));
    });
    notify.success(saved.message);
  }

  /** The country's objects with their populations (GET …/population), as an Excel file; exceljs loads now. */
  exportExcel(): Promise<boolean> {
    return this.exportTask.run(async () => {
      const totals = await this.api.populations();
      const rows = this.roots.flatMap(subtree);
      await exportToExcel(
        TEXT.exportFile(this.geo.countryName),
        [
          { title: TEXT.columns.id, value: (n) => n.id, width: 10 },
          { title: TEXT.columns.name, value: (n) => `${'  '.repeat(n.level - 1)}${n.item.name}`, width: 50 },
          { title: TEXT.columns.parent, value: (n) => (n.parentId === null ? '' : (this.find(n.parentId)?.item.name ?? '')), width: 40 },
          { title: TEXT.columns.type, value: (n) => TYPE_NAMES[n.item.type] ?? n.item.type, width: 20 },
          { title: TEXT.columns.total, value: (n) => totals.get(n.id) ?? null, width: 16 },
        ],
        rows,
      );
      return true;
    });
  }
}
