import { makeAutoObservable, observableRef, when } from 'mobx';
import { MultiSearchStore } from '@core/multiSearch/MultiSearchStore';
import { disposers, type Disposer } from '@core/disposers';
import { AllowDenyTarget, EMPTY_LISTS, withAdded, type AllowDenyValue, type ListKey, type ListedItem } from '../allowDeny';
import { geoSearchApi, geoTreeApi, type GeoItem } from './geoApi';
import { GeoNames } from './GeoNames';
import { GeoTreeStore } from './GeoTreeStore';
import { GEO_TEXT } from './texts';

/** Where the lists live (the option store's value): read and replaced whole. */
export interface ListsBinding {
  get(): AllowDenyValue;
  set(value: AllowDenyValue): void;
}

const geoIdOf = (id: string): number | null => (/^\d{1,15}$/.test(id) ? Number(id) : null);

/**
 * The geo allow and deny lists (A 2 geo editors): objects ticked in a country's tree, or found by names,
 * go to the chosen list ('Необходимо выбрать список для добавления!' when none is chosen); the lists'
 * names come from the tree, the search and the names lookup, and leave with the save as `meta`. Bound to
 * the option store's value (`bind`), it is one of the store's loads: `start()` loads the tree with the option.
 */
export class GeoLists {
  readonly tree: GeoTreeStore;
  readonly names: GeoNames;
  readonly target = new AllowDenyTarget();
  readonly search: MultiSearchStore<GeoItem>;
  private binding: ListsBinding | null = null;

  constructor(urlPath?: string) {
    this.tree = new GeoTreeStore(geoTreeApi(urlPath));
    this.names = new GeoNames(geoSearchApi(urlPath), (id) => this.treeItem(id));
    this.search = new MultiSearchStore<GeoItem>({
      search: geoSearchApi(urlPath).byNames,
      idOf: (item) => String(item.id),
      apply: (items) => this.addFound(items),
      // A 8: 'Geo search failure: alert with server message or fallback'.
      alertsFailure: true,
    });
    makeAutoObservable<GeoLists, 'binding'>(this, { tree: false, names: false, target: false, search: false, binding: observableRef }, { autoBind: true });
  }

  /** The tree's object as a geo item (its parent's name beside it), if the shown country has it. */
  private treeItem(id: number): GeoItem | undefined {
    const node = this.tree.find(id);
    if (!node) return undefined;
    return { id, name: node.item.name, parentName: node.parentId === null ? '' : (this.tree.find(node.parentId)?.item.name ?? ''), exists: null };
  }

  /** Binds the lists to where they live (the option store's value, made after the lists its save names): before start(). */
  bind(binding: ListsBinding): this {
    this.binding = binding;
    return this;
  }

  /** Loads the tree, then the names of what the lists hold; returns what stops them (an OptionLoad of the option store). */
  start(): Disposer {
    // Named by the tree first (the shown country holds most of them), then the rest by the lookup.
    const lookup = when(() => this.tree.state === 'ready' || this.tree.state === 'failed', this.nameLists);
    return disposers(this.tree.start(), lookup, this.names.stop, this.search.stop);
  }

  /** The lists as they are (the bound value). */
  get value(): AllowDenyValue {
    return this.binding?.get() ?? EMPTY_LISTS;
  }

  setValue(value: AllowDenyValue): void {
    this.binding?.set(value);
  }

  /** Asks the names of the objects in the lists that are not known yet (after the load, after a template is applied). */
  nameLists(): void {
    const value = this.binding?.get();
    if (value) void this.names.lookup([...value.allow, ...value.deny].flatMap((id) => geoIdOf(id) ?? []));
  }

  /** Which list holds each id (the tree marks them). */
  get membership(): Map<string, ListKey> {
    const value = this.binding?.get();
    const map = new Map<string, ListKey>();
    value?.allow.forEach((id) => map.set(id, 'allow'));
    value?.deny.forEach((id) => map.set(id, 'deny'));
    return map;
  }

  private add(items: readonly GeoItem[], at = 'top'): void {
    const binding = this.binding;
    if (!binding || items.length === 0) return;
    this.target.add((list) => {
      this.names.learn(items);
      binding.set(withAdded(binding.get(), list, items.map((item) => String(item.id))));
    }, at);
  }

  /** 'Добавить отмеченные': the ticked objects to the chosen list, the ticks cleared once added. */
  addTicked(): void {
    const items = this.tree.tickedIds.flatMap((id) => this.treeItem(id) ?? []);
    this.add(items);
    if (this.target.error === null) this.tree.untickAll();
  }

  /** The search's 'Применить': the picked objects to the chosen list (without one, said beside the search: issue 43). */
  addFound(items: readonly GeoItem[]): void {
    this.add(items, 'search');
  }

  /** An id of a list as the list shows it. */
  item(id: string): ListedItem {
    const geoId = geoIdOf(id);
    if (geoId === null) return { name: id };
    const label = this.names.label(geoId);
    return { name: label.name, note: label.parentName || undefined, missing: label.missing };
  }

  /** The save's `meta`: `[{id, name}]` of every object in both lists. */
  meta(value: AllowDenyValue): Array<{ id: number; name: string }> {
    return this.names.meta([...value.allow, ...value.deny].flatMap((id) => geoIdOf(id) ?? []));
  }

  /** How a found object reads in the search ('Троицк (Москва)'). */
  static nameOf(item: GeoItem): string {
    return item.parentName ? GEO_TEXT.withParent(item.name || `#${item.id}`, item.parentName) : item.name || `#${item.id}`;
  }
}
