import { makeAutoObservable, observable } from 'mobx';

/**
 * The checked cards, by key. Unlike src/core/selection (a Set, observed as a whole), `has(key)` is
 * tracked per key, so checking one card of a thousand re-renders that card only.
 */
export class GridSelection<K extends string | number> {
  private readonly checked = observable.map<K, true>();

  constructor() {
    makeAutoObservable<GridSelection<K>, 'checked'>(this, { checked: false }, { autoBind: true });
  }

  get size(): number {
    return this.checked.size;
  }

  get keys(): K[] {
    return [...this.checked.keys()];
  }

  has(key: K): boolean {
    return this.checked.has(key);
  }

  toggle(key: K, on: boolean = !this.checked.has(key)): void {
    if (on) this.checked.set(key, true);
    else this.checked.delete(key);
  }

  /** The select-all control: all of these on, or (when all already are) off. */
  toggleAll(keys: readonly K[]): void {
    const on = !this.allOf(keys);
    for (const key of keys) this.toggle(key, on);
  }

  allOf(keys: readonly K[]): boolean {
    return keys.length > 0 && keys.every((k) => this.checked.has(k));
  }

  clear(): void {
    this.checked.clear();
  }

  /** Drop keys that are no longer loaded (after a reload with other filters or another page). */
  retain(keys: readonly K[]): void {
    const keep = new Set<K>(keys);
    for (const key of [...this.checked.keys()]) if (!keep.has(key)) this.checked.delete(key);
  }
}
