import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { BusyTask } from '../busy';
import { notify } from '../notify';
import { GridCursor } from './GridCursor';
import { GridSelection } from './GridSelection';

/** What the grid needs of its list (a ListStore): the loaded rows, and a way to put saved rows back. */
export interface GridList<Row> {
  readonly rows: Row[];
  /** The rows are the first screenful of an answer still arriving (ListStore.previewing). */
  readonly previewing?: boolean;
  replaceRow(match: (row: Row) => boolean, next: Row): void;
}

/** I 5: the bulk tag actions' checks. */
export const BULK_TEXT = {
  noTags: 'Выберите теги!',
  noImages: 'Выберите изображения!',
} as const;

/**
 * The image grid's state over a loaded list: the keyboard cursor, the checked cards, the card open
 * in the large-image modal, the columns per row (measured by the view, for ↑ ↓), and the bulk
 * actions on the checked cards. Screens give the list and the key of a row; everything else is here.
 */
export class ImageGridStore<Row, K extends string | number> {
  readonly cursor = new GridCursor();
  readonly selection = new GridSelection<K>();
  /** The index of the card open in the large-image modal; null: closed. */
  modalIndex: number | null = null;
  /** Cards per row as laid out (the view measures it), so ↑ and ↓ move by a row. */
  columns = 1;
  private readonly bulkTask = new BusyTask();
  /** Bumped when the keyboard should go back to the cursor's card (the modal closed): the windowed view scrolls to it and focuses it. */
  focusRequests = 0;

  constructor(
    readonly list: GridList<Row>,
    readonly keyOf: (row: Row) => K,
  ) {
    makeAutoObservable<ImageGridStore<Row, K>, 'bulkTask'>(this, { list: false, keyOf: false, cursor: false, selection: false, bulkTask: false }, { autoBind: true });
  }

  /** A bulk action is in flight (its buttons are disabled: no double submit). */
  get bulkBusy(): boolean {
    return this.bulkTask.running;
  }

  get count(): number {
    return this.list.rows.length;
  }

  get loadedKeys(): K[] {
    return this.list.rows.map(this.keyOf);
  }

  /** The checked cards among the loaded ones, in list order. */
  get selectedRows(): Row[] {
    return this.list.rows.filter((row) => this.selection.has(this.keyOf(row)));
  }

  get allSelected(): boolean {
    return this.selection.allOf(this.loadedKeys);
  }

  get someSelected(): boolean {
    return this.selection.size > 0 && !this.allSelected;
  }

  toggleAll(): void {
    this.selection.toggleAll(this.loadedKeys);
  }

  toggle(row: Row, on?: boolean): void {
    this.selection.toggle(this.keyOf(row), on);
  }

  /** Space on the cursor's card. */
  toggleAtCursor(): void {
    const row = this.list.rows[this.cursor.index];
    if (row !== undefined) this.toggle(row);
  }

  moveTo(index: number): void {
    this.cursor.moveTo(index, this.count);
  }

  /** ← → by one card, ↑ ↓ by a row of `columns`. */
  move(delta: number): void {
    this.cursor.moveTo(this.cursor.index + delta, this.count);
  }

  moveRows(rows: number): void {
    this.move(rows * this.columns);
  }

  setColumns(columns: number): void {
    this.columns = Math.max(1, Math.floor(columns) || 1);
  }

  // The large-image modal: open at a card, previous / next within the loaded cards (disabled at the ends).
  get modalRow(): Row | undefined {
    return this.modalIndex === null ? undefined : this.list.rows[this.modalIndex];
  }

  get hasPrevious(): boolean {
    return this.modalIndex !== null && this.modalIndex > 0;
  }

  get hasNext(): boolean {
    return this.modalIndex !== null && this.modalIndex < this.count - 1;
  }

  open(index: number = this.cursor.index): void {
    if (index < 0 || index >= this.count) return;
    this.modalIndex = index;
    this.moveTo(index);
  }

  close(): void {
    this.modalIndex = null;
  }

  /** The keyboard back on the cursor's card (after the modal, which may have stepped far from where it opened). */
  requestCursorFocus(): void {
    this.focusRequests += 1;
  }

  /** The cursor follows the modal, so closing it leaves the keyboard on the card last seen. */
  previous(): void {
    if (this.hasPrevious && this.modalIndex !== null) this.open(this.modalIndex - 1);
  }

  next(): void {
    if (this.hasNext && this.modalIndex !== null) this.open(this.modalIndex + 1);
  }

  /** Saved rows back into the list (matched by key), e.g. the answer of a tag save. */
  applySaved(rows: readonly Row[]): void {
    for (const saved of rows) {
      const key = this.keyOf(saved);
      this.list.replaceRow((row) => this.keyOf(row) === key, saved);
    }
  }

  /**
   * A bulk action on the checked cards (I 5: 'Выберите теги!' without tags, 'Выберите изображения!'
   * without a checked card, as alerts); `call` gets the checked keys and answers the saved rows, which
   * replace the loaded ones, then 'Успешно сохранено'. One at a time. Resolves true when it saved.
   */
  async bulk<T>(tags: readonly T[], call: (keys: K[], tags: T[]) => Promise<Row[]>): Promise<boolean> {
    if (this.bulkBusy) return false;
    if (tags.length === 0) {
      void notify.alert(BULK_TEXT.noTags);
      return false;
    }
    const keys = this.selectedRows.map(this.keyOf);
    if (keys.length === 0) {
      void notify.alert(BULK_TEXT.noImages);
      return false;
    }
    return this.bulkTask.run(async () => {
      const saved = await call(keys, [...tags]);
      runInAction(() => this.applySaved(saved));
      notify.success();
      return true;
    });
  }

  /**
   * Keeps the cursor, the checks and the modal on loaded cards when the list changes (another page,
   * other filters); appended pages keep them all. Returns the disposer (useStarted).
   */
  start(): () => void {
    return reaction(
      // The first screenful of an answer still arriving is not the list yet (see ListStore.previewing).
      () => (this.list.previewing === true ? null : this.list.rows),
      (rows, previous) => {
        if (rows === null) return;
        const appended = previous != null && rows.length >= previous.length && previous.every((row, i) => rows[i] === row);
        if (appended) return;
        this.selection.retain(this.loadedKeys);
        this.moveTo(Math.min(this.cursor.index, this.count - 1));
        if (this.modalIndex !== null && this.modalIndex >= this.count) this.close();
      },
    );
  }
}
