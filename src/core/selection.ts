import { makeAutoObservable } from 'mobx';

/** Which rows are checked, by key; the table's checkboxes and the screen's bulk actions share it. */
export class Selection<K extends string | number> {
  keys = new Set<K>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get size(): number {
    return this.keys.size;
  }

  has(key: K): boolean {
    return this.keys.has(key);
  }

  toggle(key: K, on: boolean = !this.keys.has(key)): void {
    if (on) this.keys.add(key);
    else this.keys.delete(key);
  }

  /** The header checkbox: all of these on, or (when all already are) off. */
  toggleAll(keys: K[]): void {
    const allOn = keys.length > 0 && keys.every((k) => this.keys.has(k));
    for (const k of keys) this.toggle(k, !allOn);
  }

  allOf(keys: K[]): boolean {
    return keys.length > 0 && keys.every((k) => this.keys.has(k));
  }

  someOf(keys: K[]): boolean {
    return keys.some((k) => this.keys.has(k));
  }

  clear(): void {
    this.keys.clear();
  }

  /** Drop keys that are no longer listed (after a delete or reload). */
  retain(keys: K[]): void {
    const keep = new Set(keys);
    for (const k of [...this.keys]) if (!keep.has(k)) this.keys.delete(k);
  }
}
