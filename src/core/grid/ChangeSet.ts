import { action, computed, makeObservable, observable, type ObservableMap } from 'mobx';

/** A cell's problem in the operator's words, or null when its value is fine. */
export type CellRule<Key, Value> = (value: Value, key: Key) => string | null;

export interface ChangeSetOptions<Key, Value> {
  /** The value a key has when the server sent none (an empty cell). */
  empty: Value;
  /** Whether an edit is the stored value again (default ===); such an edit is no change. */
  equals?: (a: Value, b: Value) => boolean;
  /** Checks one cell; read lazily, per cell, so a keystroke re-checks only its own cell. */
  validate?: CellRule<Key, Value>;
}

/** One change for the save call: the key and the value as edited. */
export interface Change<Key, Value> {
  key: Key;
  value: Value;
}

/**
 * The stored values of one editable grid (one tab) and the operator's edits over them.
 *
 * Both live in observable maps, so a cell that reads `value(key)` / `isChanged(key)` / `error(key)`
 * is observed per key: a keystroke re-renders its own cell and nothing else (the grid of a month of
 * daily values stays under a frame per key). The save sends `changes` only; `applySaved` takes the
 * server's answer as the new stored values while keeping any edit typed during the save; a failed
 * save simply leaves everything in place.
 */
export class ChangeSet<Key, Value> {
  private readonly stored: ObservableMap<Key, Value> = observable.map<Key, Value>(undefined, { deep: false });
  private readonly edits: ObservableMap<Key, Value> = observable.map<Key, Value>(undefined, { deep: false });
  private readonly equals: (a: Value, b: Value) => boolean;

  constructor(private readonly options: ChangeSetOptions<Key, Value>) {
    this.equals = options.equals ?? ((a, b) => a === b);
    makeObservable(this, {
      dirty: computed,
      changes: computed,
      invalidKeys: computed,
      load: action,
      set: action,
      revert: action,
      revertAll: action,
      applySaved: action,
    });
  }

  /** The value as the server stored it. */
  original(key: Key): Value {
    return this.stored.has(key) ? (this.stored.get(key) as Value) : this.options.empty;
  }

  /** The value the cell shows: the edit, else the stored value. */
  value(key: Key): Value {
    return this.edits.has(key) ? (this.edits.get(key) as Value) : this.original(key);
  }

  isChanged(key: Key): boolean {
    return this.edits.has(key);
  }

  error(key: Key): string | null {
    return this.options.validate ? this.options.validate(this.value(key), key) : null;
  }

  /** Some cell differs from the stored data. */
  get dirty(): boolean {
    return this.edits.size > 0;
  }

  /** The diff for the save call: the changed cells only, in the order they were first edited. */
  get changes(): Change<Key, Value>[] {
    return [...this.edits].map(([key, value]) => ({ key, value }));
  }

  /** Changed cells whose value fails the cell rule (a save waits until they are fixed). */
  get invalidKeys(): Key[] {
    return this.changes.filter((c) => this.error(c.key) !== null).map((c) => c.key);
  }

  /** The server's values replace everything (a first load, a reload, another tab's data); edits are dropped. */
  load(entries: Iterable<readonly [Key, Value]>): void {
    this.stored.replace(new Map(entries));
    this.edits.clear();
  }

  /** One cell edited; typing the stored value back makes it unchanged again. */
  set(key: Key, value: Value): void {
    if (this.equals(value, this.original(key))) this.edits.delete(key);
    else this.edits.set(key, value);
  }

  revert(key: Key): void {
    this.edits.delete(key);
  }

  revertAll(): void {
    this.edits.clear();
  }

  /**
   * A save (or an import) answered. `stored`, when given, is everything the server now holds for this
   * grid and replaces the stored values; without it the `sent` values count as stored. A sent change is
   * done unless the cell was edited again while the save was in flight (that newer edit stays, still
   * marked); any edit that now equals its stored value is no change any more.
   */
  applySaved(sent: readonly Change<Key, Value>[], stored?: Iterable<readonly [Key, Value]>): void {
    if (stored) this.stored.replace(new Map(stored));
    else for (const { key, value } of sent) this.stored.set(key, value);
    for (const { key, value } of sent) {
      if (this.edits.has(key) && this.equals(this.edits.get(key) as Value, value)) this.edits.delete(key);
    }
    for (const [key, value] of [...this.edits]) {
      if (this.equals(value, this.original(key))) this.edits.delete(key);
    }
  }
}
