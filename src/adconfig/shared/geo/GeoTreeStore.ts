import { makeAutoObservable, observable, observableRef } from 'mobx';
import { disposers } from '../../../core/disposers';
import { LatestLoad } from '../../../core/latestLoad';
import type { LoadState } from '../../../core/loadState';
import { TreeOutline } from '../../../core/tree/TreeOutline';
import type { TreeNode } from '../../../core/tree/treeModel';
import type { GeoObject, GeoTreeApi } from './geoApi';

/** One collator for every sort: `localeCompare` builds one per call, seconds over a country of 100 000 objects. */
const collator = new Intl.Collator('ru');

/** A 9: the tree opens on this country. */
export const DEFAULT_COUNTRY = 'Россия';

/** The tree's order: by the objects' sort, then by name. */
export const geoOrder = (a: GeoObject, b: GeoObject): number => a.sort - b.sort || collator.compare(a.name, b.name);

/** The country a tree opens on: Россия, else the first one listed. */
export const defaultCountry = (countries: readonly GeoObject[]): number | null => (countries.find((c) => c.name === DEFAULT_COUNTRY) ?? countries[0])?.id ?? null;

/**
 * A country's geo tree to pick objects from (the geo option editors): the countries, the chosen one
 * (Россия by default, else the first), its tree (latest wins; tens of thousands of objects: the view
 * windows them) and the objects ticked in it.
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

  constructor(private readonly api: GeoTreeApi) {
    makeAutoObservable<GeoTreeStore, 'api' | 'countriesLoad' | 'treeLoad' | 'loadedCountry'>(
      this,
      // The lists are replaced whole, never edited: kept as they came (100 000 objects made observable cost seconds).
      { countries: observableRef, objects: observableRef, api: false, tree: false, ticked: false, countriesLoad: false, treeLoad: false, loadedCountry: false },
      { autoBind: true },
    );
  }

  get countryId(): number | null {
    return this.chosenCountry ?? defaultCountry(this.countries);
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

  chooseCountry(id: number): void {
    this.chosenCountry = id;
    void this.loadTree();
  }

  /** Loads the countries, then the tree; returns the disposer. */
  start(): () => void {
    void this.load();
    return disposers(this.countriesLoad.stop, this.treeLoad.stop);
  }

  async load(): Promise<void> {
    await this.countriesLoad.run((signal) => this.api.countries(signal), (countries) => (this.countries = countries));
    if (this.countriesLoad.state === 'ready') await this.loadTree();
  }

  /** The chosen country's tree, its roots open; another country drops the ticks (they are not shown any more). */
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
      },
    );
  }
}
