import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ChangeSet, type CellRule } from './ChangeSet';

/** A row's cell in the change set: '{row key}|{field}'. */
export type ListCellKey = `${string}|${string}`;

/** A stored row as the editor takes it: its numeric id and the cells' texts by field. */
export interface ListEditorRow<Field extends string> {
  id: number;
  cells: Partial<Record<Field, string>>;
}

/** A row in a save's lists: its key (a new row's local one), its id (null when new) and every cell's text. */
export interface ListEditorEntry<Field extends string> {
  key: string;
  id: number | null;
  cells: Record<Field, string>;
}

/** A 4 generic list editor: what a save sends. */
export interface ListEditorLists<Field extends string> {
  insert: ListEditorEntry<Field>[];
  update: ListEditorEntry<Field>[];
  delete: number[];
}

export interface ListEditorOptions<Field extends string> {
  fields: readonly Field[];
  /** Checks one cell (read per cell, as ChangeSet's rule); the row's other cells through `cell(key, field)`. */
  validate?: (text: string, field: Field, row: string, cell: (field: Field) => string) => string | null;
  /** Whether an edit is the stored text again (default ===): '1,0' and '1' for numbers. */
  equals?: (a: string, b: string) => boolean;
}

const NEW = 'new-';

/**
 * A 4's generic list editor over a ChangeSet of cells: stored rows keep their numeric id as key, a row added
 * here gets a local key ('new-1', not a number: it is inserted); removing a stored row marks it deleted (it
 * is deleted), removing a new one drops it; a stored row with a changed cell is updated. `lists` is the save's
 * `insert` / `update` / `delete`, and `load` takes the answered list, which replaces the rows.
 */
export class ListEditor<Field extends string> {
  readonly changes: ChangeSet<ListCellKey, string>;
  /** The rows in the order shown: new rows first (the newest on top), then the stored ones as loaded. */
  keys: string[] = [];
  private readonly deleted = observable.set<string>();
  private seq = 0;

  constructor(private readonly options: ListEditorOptions<Field>) {
    const fieldOf = (key: ListCellKey) => key.slice(key.lastIndexOf('|') + 1) as Field;
    const rowOf = (key: ListCellKey) => key.slice(0, key.lastIndexOf('|'));
    const validate: CellRule<ListCellKey, string> | undefined = options.validate
      ? (text, key) => (this.deleted.has(rowOf(key)) ? null : (options.validate?.(text, fieldOf(key), rowOf(key), (field) => this.text(rowOf(key), field)) ?? null))
      : undefined;
    this.changes = new ChangeSet<ListCellKey, string>({ empty: '', equals: options.equals, validate });
    makeObservable<ListEditor<Field>, 'seq'>(this, {
      keys: observableRef,
      seq: false,
      dirty: computed,
      lists: computed,
      invalidKeys: computed,
      load: action,
      add: action,
      remove: action,
      restore: action,
    });
  }

  static cellKey(row: string, field: string): ListCellKey {
    return `${row}|${field}`;
  }

  text(row: string, field: Field): string {
    return this.changes.value(ListEditor.cellKey(row, field));
  }

  isNew(row: string): boolean {
    return row.startsWith(NEW);
  }

  isDeleted(row: string): boolean {
    return this.deleted.has(row);
  }

  /** The row's changed marker: new, or a stored row with an edited cell. */
  isChanged(row: string): boolean {
    return this.isNew(row) || this.options.fields.some((f) => this.changes.isChanged(ListEditor.cellKey(row, f)));
  }

  get dirty(): boolean {
    return this.keys.some((key) => this.isNew(key)) || this.deleted.size > 0 || this.changes.dirty;
  }

  private entry(key: string): ListEditorEntry<Field> {
    const cells = Object.fromEntries(this.options.fields.map((f) => [f, this.text(key, f)])) as Record<Field, string>;
    return { key, id: this.isNew(key) ? null : Number(key), cells };
  }

  get lists(): ListEditorLists<Field> {
    const live = this.keys.filter((key) => !this.deleted.has(key));
    return {
      insert: live.filter((key) => this.isNew(key)).map((key) => this.entry(key)),
      update: live.filter((key) => !this.isNew(key) && this.isChanged(key)).map((key) => this.entry(key)),
      delete: this.keys.filter((key) => this.deleted.has(key) && !this.isNew(key)).map(Number),
    };
  }

  /** The cells of the rows to be saved whose value is wrong (a save waits until there is none). */
  get invalidKeys(): ListCellKey[] {
    return this.keys
      .filter((key) => !this.deleted.has(key) && this.isChanged(key))
      .flatMap((key) => this.options.fields.map((f) => ListEditor.cellKey(key, f)))
      .filter((cell) => this.changes.error(cell) !== null);
  }

  /** The server's list replaces everything: rows, edits, new and deleted rows. */
  load(rows: readonly ListEditorRow<Field>[]): void {
    const entries: Array<[ListCellKey, string]> = [];
    for (const row of rows) for (const f of this.options.fields) entries.push([ListEditor.cellKey(String(row.id), f), row.cells[f] ?? '']);
    this.changes.load(entries.filter(([, text]) => text !== ''));
    this.deleted.clear();
    this.keys = rows.map((row) => String(row.id));
  }

  /** A new, empty row on top; its key. */
  add(cells: Partial<Record<Field, string>> = {}): string {
    const key = `${NEW}${++this.seq}`;
    for (const [field, text] of Object.entries(cells) as Array<[Field, string]>) this.changes.set(ListEditor.cellKey(key, field), text);
    this.keys = [key, ...this.keys];
    return key;
  }

  /** A new row goes (with its edits); a stored one is marked deleted until restored or saved. */
  remove(key: string): void {
    if (!this.isNew(key)) {
      this.deleted.add(key);
      return;
    }
    for (const f of this.options.fields) this.changes.revert(ListEditor.cellKey(key, f));
    this.keys = this.keys.filter((k) => k !== key);
  }

  restore(key: string): void {
    this.deleted.delete(key);
  }
}
