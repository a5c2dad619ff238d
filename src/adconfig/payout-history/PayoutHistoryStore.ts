import { makeAutoObservable } from 'mobx';
import { BusyTask } from '@core/busy';
import { ListEditor, type ListCellKey } from '@core/grid/ListEditor';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import { notify } from '@core/notify';
import { clientPage, type ClientPage } from '@core/paging';
import type { GridCell, GridColumn, GridRow } from '@ui/grid/EditableGrid';
import type { HistoryIds, PayoutHistoryApi } from './api';
import { hashSchema } from './hash';
import { HISTORY_FIELDS, historyCellError, sameCellText, type HistoryField, type HistoryRows } from './history';
import { HISTORY_TEXTS } from './texts';

/** Rows a page shows: a page of the platform's lists. */
export const HISTORY_PER_PAGE = 50;

/**
 * A 2 payout history of one creative's channel: the rows (id descending) in an EditableGrid over A 4's
 * generic list editor: rows added on top, removed (a stored one marked until the save), edited; the save
 * sends insert / update / delete, and the answered list replaces the rows. A failed save changes nothing.
 */
export class PayoutHistoryStore {
  readonly filters = new HashState(hashSchema);
  readonly editor = new ListEditor<HistoryField>({ fields: HISTORY_FIELDS, equals: sameCellText, validate: (text, field, _row, cell) => historyCellError(text, field, cell) });
  readonly columns: readonly GridColumn[] = HISTORY_FIELDS.map((field) => ({ key: field, title: HISTORY_TEXTS.columns[field], width: field.endsWith('_at') ? '8.5rem' : '7rem' }));
  private readonly loader = new LatestLoad();
  channelName = '';
  private readonly saving = new BusyTask();
  private added = 0;
  private readonly newTitles = new Map<string, string>();

  constructor(
    private readonly api: PayoutHistoryApi,
    readonly ids: HistoryIds | null,
    channelName = '',
  ) {
    this.channelName = channelName;
    makeAutoObservable<PayoutHistoryStore, 'api' | 'saving' | 'loader' | 'added' | 'newTitles'>(
      this,
      { api: false, saving: false, loader: false, filters: false, editor: false, columns: false, ids: false, added: false, newTitles: false, cell: false },
      { autoBind: true },
    );
  }

  /** Loading until the first answer; failed without the ids (the page says so) or after an error. */
  get state(): LoadState {
    if (this.ids === null) return 'failed';
    return this.loader.state === 'idle' ? 'loading' : this.loader.state;
  }

  /** The page in the hash, within the list (a page past the end shows the last). */
  get shown(): ClientPage<string> {
    return clientPage(this.editor.keys, this.filters.values.p, HISTORY_PER_PAGE);
  }

  get pageCount(): number {
    return this.shown.pageCount;
  }

  get page(): number {
    return this.shown.page;
  }

  get rows(): GridRow[] {
    return this.shown.rows.map((key) => ({ key, title: this.titleOf(key) }));
  }

  titleOf(key: string): string {
    return this.newTitles.get(key) ?? `#${key}`;
  }

  get isSaving(): boolean {
    return this.saving.running;
  }

  get dirty(): boolean {
    return this.editor.dirty;
  }

  /** Stable for the grid: every cell an input, off while its row is marked deleted. */
  readonly cell = (row: GridRow, column: GridColumn): GridCell<ListCellKey> => ({ kind: 'input', key: ListEditor.cellKey(row.key, column.key), disabled: () => this.editor.isDeleted(row.key) });

  setPage(page: number): void {
    this.filters.set({ p: page }, 'push');
  }

  /** A new row on top of the first page. */
  add(): void {
    const key = this.editor.add();
    this.newTitles.set(key, HISTORY_TEXTS.newRow(++this.added));
    if (this.filters.values.p !== 1) this.setPage(1);
  }

  /** A 5: deletes ask first (a stored row is then marked until the save; a new one goes with what was typed in it). */
  async remove(key: string): Promise<boolean> {
    if (!(await notify.confirm(HISTORY_TEXTS.removeQuestion(this.titleOf(key)), { title: HISTORY_TEXTS.removeTitle, confirmLabel: HISTORY_TEXTS.removeText, danger: true }))) return false;
    this.editor.remove(key);
    return true;
  }

  restore(key: string): void {
    this.editor.restore(key);
  }

  private apply(answer: HistoryRows): void {
    this.editor.load(answer.rows);
    this.newTitles.clear();
    if (answer.channelName) this.channelName = answer.channelName;
  }

  async load(): Promise<void> {
    const ids = this.ids;
    if (ids === null) notify.error(HISTORY_TEXTS.noIds);
    else await this.loader.run((signal) => this.api.load(ids, signal), this.apply);
  }

  /** Ctrl+S or 'Сохранить': nothing when clean; wrong cells stop it; then the three lists. */
  async save(): Promise<boolean> {
    const ids = this.ids;
    if (ids === null || this.isSaving || !this.editor.dirty) return false;
    if (this.editor.invalidKeys.length > 0) {
      notify.error(HISTORY_TEXTS.fixCells);
      return false;
    }
    return this.saving.run(async () => {
      const answer = (await this.api.save(ids, this.editor.lists)) ?? (await this.api.load(ids));
      this.loader.settle(() => this.apply(answer));
      notify.success();
      return true;
    });
  }

  start(): () => void {
    const stop = this.filters.start();
    void this.load();
    return disposers(stop, this.loader.stop);
  }
}
