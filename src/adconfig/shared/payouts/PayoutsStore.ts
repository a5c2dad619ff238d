import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { ChangeSet } from '@core/grid/ChangeSet';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import { notify } from '@core/notify';
import { clientPage, type ClientPage } from '@core/paging';
import type { GridCell, GridChoice, GridColumn, GridRow } from '@ui/grid/EditableGrid';
import type { PayoutsApi } from './api';
import { hashSchema } from './hash';
import type { PayoutRow } from './payout';
import { editedRow, payoutCellOptions, payoutCells, payoutColumns, payoutEntries, touchedErrors, type PayoutCellKey, type PayoutChanges } from './payoutCells';
import { PAYOUT_TEXTS } from './texts';

/** Rows a page of the grid shows: a page of the platform's lists, far under what a browser grid can hold. */
export const PAYOUTS_PER_PAGE = 50;
/** A 9: a table of 15 or more payouts repeats its save row under the grid. */
export const EXTRA_SAVE_ROW_FROM = 15;

/**
 * A 2 payout table (a channel's payout schemes, a creative's channels): one row per scheme or channel,
 * one kind of payout per row (A 5), edited in an EditableGrid over one ChangeSet and saved whole
 * (`payouts`, empty as null); a failed save changes nothing, the answer's rows become the stored ones.
 */
export class PayoutsStore {
  readonly filters = new HashState(hashSchema);
  readonly changes: PayoutChanges = new ChangeSet<PayoutCellKey, string>(payoutCellOptions(() => this.changes));
  private readonly loader = new LatestLoad();
  rows: PayoutRow[] = [];
  modes: GridChoice[] = [];
  readonly columns: readonly GridColumn[] = payoutColumns;
  /** Stable for the grid (its body re-renders only when the rows change). */
  readonly cell: (row: GridRow, column: GridColumn) => GridCell<PayoutCellKey>;
  private readonly saving = new BusyTask();

  constructor(
    private readonly api: PayoutsApi,
    readonly id: number | null,
  ) {
    this.cell = payoutCells(this.changes, () => this.modes);
    makeAutoObservable<PayoutsStore, 'api' | 'saving' | 'loader'>(this, { api: false, saving: false, loader: false, filters: false, changes: false, cell: false, columns: false, id: false, rows: observableRef, modes: observableRef }, { autoBind: true });
  }

  /** Loading until the first answer; failed without an id (the page says so) or after an error. */
  get state(): LoadState {
    if (this.id === null) return 'failed';
    return this.loader.state === 'idle' ? 'loading' : this.loader.state;
  }

  /** The page in the hash, within the table (a page past the end shows the last). */
  get shown(): ClientPage<PayoutRow> {
    return clientPage(this.rows, this.filters.values.p, PAYOUTS_PER_PAGE);
  }

  get pageCount(): number {
    return this.shown.pageCount;
  }

  get page(): number {
    return this.shown.page;
  }

  /** The grid's rows of the page shown. */
  get gridRows(): GridRow[] {
    return this.shown.rows.map((row) => ({ key: String(row.id), title: row.title }));
  }

  get hasExtraSaveRow(): boolean {
    return this.rows.length >= EXTRA_SAVE_ROW_FROM;
  }

  get isSaving(): boolean {
    return this.saving.running;
  }

  get dirty(): boolean {
    return this.changes.dirty;
  }

  setPage(page: number): void {
    this.filters.set({ p: page }, 'push');
  }

  private apply(rows: PayoutRow[]): void {
    this.rows = rows;
    this.changes.load(payoutEntries(rows));
  }

  async load(): Promise<void> {
    const id = this.id;
    if (id === null) notify.error(PAYOUT_TEXTS.noId);
    else await this.loader.run((signal) => this.api.load(id, signal), this.apply);
  }

  /** The modes of the RTB select; a failure says so, the stored modes still show as they are. */
  private async loadModes(): Promise<void> {
    try {
      const modes = await this.api.rtbModes();
      runInAction(() => {
        this.modes = modes;
      });
    } catch (error) {
      notify.error(error);
    }
  }

  /** Ctrl+S or 'Сохранить': nothing when clean; wrong cells stop it; then every row, as edited. */
  async save(): Promise<boolean> {
    const id = this.id;
    if (id === null || this.isSaving || !this.changes.dirty) return false;
    if (touchedErrors(this.changes).length > 0) {
      notify.error(PAYOUT_TEXTS.fixCells);
      return false;
    }
    return this.saving.run(async () => {
      const sent = this.changes.changes;
      const edited = this.rows.map((row) => editedRow(row, this.changes));
      const answered = await this.api.save(id, edited);
      runInAction(() => {
        if (answered) {
          this.rows = answered;
          this.changes.applySaved(sent, payoutEntries(answered));
        } else {
          this.rows = edited;
          this.changes.applySaved(sent, payoutEntries(edited));
        }
      });
      notify.success();
      return true;
    });
  }

  start(): () => void {
    const stop = this.filters.start();
    void this.load();
    void this.loadModes();
    return disposers(stop, this.loader.stop);
  }
}
