import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { disposers } from '@core/disposers';
import { ChangeSet } from '@core/grid/ChangeSet';
import { numericCells, textNumber } from '@core/grid/numericCells';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import { BUILDING_MS, LOAD_STATE_TEXT } from '@core/ListStore';
import { notify } from '@core/notify';
import type { GridCell, GridColumn, GridRow } from '@ui/grid/EditableGrid';
import type { MonthRows, ReserveRow, ReservesPresalesApi } from './api';
import { hashSchema, type TabKey } from './hash';
import { coefficientEntries, presaleCells } from './presaleGrid';
import { TEXTS } from './texts';

/** Managers per page: a grid of inputs stays light whatever the month holds. */
export const PAGE_SIZE = 50;

const pad = (n: number) => String(n).padStart(2, '0');
export const currentMonth = (now: Date = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;

export interface ReservesPresalesOptions {
  /** S 6: isCoefficientChange, the coefficients may be edited and saved. */
  mayChangeCoefficient: boolean;
  now?: () => Date;
  /** The month the page printed: shown without a call while it is the month asked for. */
  given?: MonthRows;
}

/** S 2 reserves / presales: a month of managers' reservations and presales; the presale coefficients edited and saved as a diff. */
export class ReservesPresalesStore {
  readonly filters = new HashState(hashSchema);
  readonly load = new LatestLoad();
  readonly coefficients = new ChangeSet<number, string>(numericCells<number>());
  rows: ReserveRow[] = [];
  /** The month the rows are of (the coefficients are saved for it). */
  loadedMonth = '';
  /** The rows are in and the table is being drawn: 'Данные получены. Строю таблицу...' for a moment, as on every report. */
  building = false;
  private buildingTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly saveTask = new BusyTask();
  readonly cell: (row: GridRow, column: GridColumn) => GridCell<number>;

  constructor(
    private readonly api: ReservesPresalesApi,
    private readonly options: ReservesPresalesOptions,
  ) {
    this.cell = presaleCells(() => this.rows, this.coefficients, options.mayChangeCoefficient);
    makeAutoObservable<ReservesPresalesStore, 'api' | 'options' | 'saveTask' | 'buildingTimer'>(
      this,
      { api: false, options: false, filters: false, load: false, coefficients: false, saveTask: false, cell: false, buildingTimer: false },
      { autoBind: true },
    );
  }

  get editable(): boolean {
    return this.options.mayChangeCoefficient;
  }

  /** The month shown: the hash's, else the one the page printed (the server's calendar, not this machine's), else the current one. */
  get month(): string {
    return this.filters.values.m || this.options.given?.month || currentMonth(this.options.now?.());
  }

  /** 'Ожидаю данные...' while the month loads, 'Данные получены. Строю таблицу...' just after (S 4, as the reports say it). */
  get stateText(): string | undefined {
    if (this.load.loading) return LOAD_STATE_TEXT.loading;
    return this.building ? LOAD_STATE_TEXT.building : undefined;
  }

  get tab(): TabKey {
    return this.filters.values.tab;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.rows.length / PAGE_SIZE));
  }

  get page(): number {
    return Math.min(this.filters.values.p, this.pageCount);
  }

  get pageRows(): ReserveRow[] {
    return this.rows.slice((this.page - 1) * PAGE_SIZE, this.page * PAGE_SIZE);
  }

  get gridRows(): GridRow[] {
    return this.pageRows.map((r) => ({ key: String(r.id), title: r.name }));
  }

  get dirty(): boolean {
    return this.coefficients.dirty;
  }

  get saving(): boolean {
    return this.saveTask.running;
  }

  setPage(page: number): void {
    this.filters.set({ p: page }, 'push');
  }

  /** Another month: unsaved coefficients ask first (they belong to the month shown). */
  async chooseMonth(month: string): Promise<void> {
    if (!/^\d{4}-\d{2}$/.test(month) || month === this.month) return;
    if (this.dirty && !(await notify.confirm(TEXTS.leaveMonth, { danger: true }))) return;
    this.filters.set({ m: month, p: 1 }, 'push');
  }

  /** 'Повторить' after a failed load. */
  retry(): void {
    this.fetch(this.month);
  }

  private fetch(month: string): void {
    const given = this.options.given;
    if (given && given.month === month) {
      void this.load.run(
        () => Promise.resolve(given.rows),
        (rows) => this.apply(month, rows),
      );
      return;
    }
    void this.load.run(
      (signal) => this.api.month(month, signal),
      (rows) => this.apply(month, rows),
    );
  }

  private apply(month: string, rows: ReserveRow[]): void {
    this.rows = rows;
    this.loadedMonth = month;
    this.coefficients.load(coefficientEntries(rows));
    this.building = true;
    clearTimeout(this.buildingTimer);
    this.buildingTimer = setTimeout(() => runInAction(() => (this.building = false)), BUILDING_MS);
  }

  /** 'Сохранить' or Ctrl+S: nothing when nothing changed; wrong cells stop it; the changed coefficients only. */
  save(): Promise<boolean> {
    if (!this.editable || !this.dirty || this.saving) return Promise.resolve(false);
    if (this.coefficients.invalidKeys.length > 0) {
      notify.error(TEXTS.fixCells);
      return Promise.resolve(false);
    }
    const month = this.loadedMonth;
    const sent = this.coefficients.changes;
    return this.saveTask.run(async () => {
      const saved = await this.api.saveCoefficients(
        month,
        sent.map((c) => ({ id: c.key, coefficient: textNumber(c.value) })),
      );
      this.applySaved(sent, saved);
      notify.success();
      return true;
    });
  }

  private applySaved(sent: ChangeSet<number, string>['changes'], saved: Array<{ id: number; coefficient: number | null }>): void {
    // What was sent is stored; the answer's values, when it names them, over it (a bare {success: true} names none).
    const answered = new Map<number, number | null>(sent.map((c) => [c.key, textNumber(c.value)]));
    for (const s of saved) answered.set(s.id, s.coefficient);
    this.rows = this.rows.map((r) => (answered.has(r.id) ? { ...r, coefficient: answered.get(r.id) ?? null } : r));
    this.coefficients.applySaved(sent, coefficientEntries(this.rows));
  }

  /** The hash, and the month's rows loaded whenever the month changes (the latest wins); the disposer (useStarted). */
  start(): () => void {
    return disposers(
      this.filters.start(),
      reaction(() => this.month, this.fetch, { fireImmediately: true }),
      () => this.load.stop(),
      () => clearTimeout(this.buildingTimer),
    );
  }
}
