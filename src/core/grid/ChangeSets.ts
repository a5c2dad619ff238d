import { makeAutoObservable, observable } from 'mobx';
import { ChangeSet, type ChangeSetOptions } from './ChangeSet';

/**
 * One ChangeSet per tab of an editable page: a tab's edits live here, not in its view, so switching
 * tabs loses nothing; `dirty(tab)` is the tab's saved / unsaved marker and `anyDirty` the page's
 * unsaved guard.
 */
export class ChangeSets<Tab extends string, Key, Value> {
  private readonly sets = observable.map<Tab, ChangeSet<Key, Value>>(undefined, { deep: false });

  constructor(private readonly options: ChangeSetOptions<Key, Value>) {
    makeAutoObservable<ChangeSets<Tab, Key, Value>, 'sets' | 'options'>(this, { sets: false, options: false }, { autoBind: true });
  }

  /** The tab's change set, made on first use. */
  of(tab: Tab): ChangeSet<Key, Value> {
    const existing = this.sets.get(tab);
    if (existing) return existing;
    const created = new ChangeSet<Key, Value>(this.options);
    this.sets.set(tab, created);
    return created;
  }

  dirty(tab: Tab): boolean {
    return this.sets.get(tab)?.dirty ?? false;
  }

  get anyDirty(): boolean {
    return [...this.sets.values()].some((set) => set.dirty);
  }

  /** A tab that no longer exists (a deleted breakdown) takes its edits with it. */
  drop(tab: Tab): void {
    this.sets.delete(tab);
  }
}
