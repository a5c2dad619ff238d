import { makeAutoObservable, observable, observableRef, reaction } from 'mobx';
import { disposers } from '@core/disposers';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import { TreeOutline } from '@core/tree/TreeOutline';
import type { TreeNode } from '@core/tree/treeModel';
import type { GeoObject, GeoTreeApi } from './geoApi';

/** One collator for every sort: `localeCompare` builds one per call, seconds over a country of 100 000 objects. */
const collator = new Intl.Collator('ru');

/** A 9: the tree opens on this country. */
export const DEFAULT_COUNTRY = 'Россия';

/** The tree's order: by the objects' sort, then by name. */
export const geoOrder = (a: GeoObject, b: GeoObject): number => a.sort - b.sort || collator.compare(a.name, b.name);

/** The country a tree opens on: Россия, else the first one listed. */
export const defaultCountry = (countries: readonly GeoObject[]): number | null => (countries.find((c) => c.name === DEFAULT_COUNTRY) ?? countries[0])?.id ?? null;

/** Who keeps the country shown. */
export interface GeoTreeOptions {
  /**
   * The country the owner keeps (geo population: the hash's `c`), null for the default. Without it the
   * store keeps the country itself (`chooseCountry`: the geo option editors).
   */
  country?: () => number | null;
  /** Told when a country's tree is in, its roots open (the owner opens its selection's ancestors). */
  onTreeLoaded?: () => void;
}

/**
 * A country's geo tree (the geo option editors, geo population): the countries, the country shown (the
 * owner's or the one chosen here; Россия by default, else the first), its tree (latest wins, reloaded
 * when the country changes; tens of thousands of objects: the view windows them) and the objects ticked in it.
 */
export class GeoTreeStore {
  countries: GeoObject[] = [];
  objects: GeoObject[] = [];
  chosenCountry: number | null = null;
  /** Ticked objects (to be added to a list). */
  readonly ticked = observable.set<number>();
  readonly tree = new TreeOutline<GeoObject>(() => [...this.objects].sort(geoOrder), { id: (o) => o.id, parentId: (o) => o.parentId });
  private readonly countriesLoad = new LatestLoad();
  private readonly treeLoad = new LatestLoad();
  private loadedCountry: number | null = null;

  constructor(
    private readonly api: Pick<GeoTreeApi, 'countries' | 'tree'>,
    private readonly options: GeoTreeOptions = {},
  ) {
    makeAutoObservable<GeoTreeStore, 'api' | 'options' | 'countriesLoad' | 'treeLoad' | 'loadedCountry'>(
      this,
      // The lists are replaced whole, never edited: kept as they came (100 000 objects made observable cost seconds).
      { countries: observableRef, objects: observableRef, api: false, options: false, tree: false, ticked: false, countriesLoad: false, treeLoad: false, loadedCountry: false },
      { autoBind: true },
    );
  }

  /** The owner's country, else the one chosen here; none: Россия, else the first one listed. */
  get countryId(): number | null {
    const asked = this.options.country ? this.options.country() : this.chosenCountry;
    return asked ?? defaultCountry(this.countries);
  }

  get countryName(): string {
    return this.countries.find((c) => c.id === this.countryId)?.name ?? '';
  }

  /** The countries, then the country's tree: 'loading' until the tree is in. */
  get state(): LoadState {
    const countries = this.countriesLoad.state;
    if (countries !== 'ready') return countries === 'failed' ? 'failed' : 'loading';
    return this.treeLoad.state === 'idle' ? 'loading' : this.treeLoad.state;
  }

  // TreeView's model: the outline's.
  get roots(): TreeNode<GeoObject>[] {
    return this.tree.roots;
  }

  get visible(): TreeNode<GeoObject>[] {
    return this.tree.visible;
  }

  find(id: number): TreeNode<GeoObject> | undefined {
    return this.tree.find(id);
  }

  isExpanded(id: number): boolean {
    return this.tree.isExpanded(id);
  }

  toggle(id: number): void {
    this.tree.toggle(id);
  }

  setExpanded(id: number, open: boolean): void {
    this.tree.setExpanded(id, open);
  }

  // TreeView's selection: the ticked objects.
  isTicked(id: number): boolean {
    return this.ticked.has(id);
  }

  tick(id: number): void {
    if (this.ticked.has(id)) this.ticked.delete(id);
    else this.ticked.add(id);
  }

  untickAll(): void {
    this.ticked.clear();
  }

  get tickedIds(): number[] {
    return [...this.ticked];
  }

  /** The country shown (a store that keeps it itself; an owner's country is chosen where the owner keeps it). */
  chooseCountry(id: number): void {
    this.chosenCountry = id;
  }

  /** One object changed in place (a save's answer): the tree shows it without a reload. */
  updateObject(id: number, change: (object: GeoObject) => GeoObject): void {
    this.objects = this.objects.map((o) => (o.id === id ? change(o) : o));
  }

  /** Loads the countries, then the tree; the tree follows the country from then on. Returns the disposer. */
  start(): () => void {
    const stop = disposers(reaction(() => this.countryId, () => void this.loadTree()), this.countriesLoad.stop, this.treeLoad.stop);
    void this.load();
    return stop;
  }

  /** The countries, then the country's tree ('Повторить' too). */
  async load(): Promise<void> {
    let decided = false;
    await this.countriesLoad.run(
      (signal) => this.api.countries(signal),
      (countries) => {
        const before = this.countryId;
        this.countries = countries;
        decided = this.countryId !== before;
      },
    );
    // The country reaction loads the tree when the list decides the country (Россия); when it was known already, here.
    if (this.countriesLoad.state === 'ready' && !decided) await this.loadTree();
  }

  /** The country's tree, its roots open; another country drops the ticks (they are not shown any more). */
  loadTree(): Promise<void> {
    const id = this.countryId;
    if (id === null) {
      this.treeLoad.settle(() => (this.objects = []));
      return Promise.resolve();
    }
    return this.treeLoad.run(
      (signal) => this.api.tree(id, signal),
      (objects) => {
        if (this.loadedCountry !== id) this.ticked.clear();
        this.loadedCountry = id;
        this.objects = objects;
        this.tree.expandOnly(this.roots.map((r) => r.id));
        this.options.onTreeLoaded?.();
      },
    );
  }
}
