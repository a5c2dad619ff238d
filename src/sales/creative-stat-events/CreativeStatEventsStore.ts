import { action, actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { copyToClipboard } from '@core/clipboard';
import { exportToExcel } from '@core/excel';
import { formatCell } from '@core/format';
import { HashState, type HistoryMode } from '@core/hash';
import { notify } from '@core/notify';
import { hashPaging } from '@core/paging';
import { allReportRows } from '@core/report/allRows';
import { ColumnSettings } from '@core/report/ColumnSettings';
import type { ReportColumn } from '@core/report/columns';
import { pageSettingsApi } from '@core/report/pageSettings';
import { ReportScreen } from '@core/report/ReportScreen';
import { ReportStore } from '@core/report/ReportStore';
import type { CreativeStatEventsApi, EventRow, EventsQuery } from './api';
import { ExportColumns } from './ExportColumns';
import { withFirstRead } from './firstRead';
import { FILTER_KEYS, hashSchema } from './hash';
import { nextFilter, type FastFilter, type ReportSettings } from './settings';
import { TEXTS } from './texts';

/** The page's key in /api/user/page-settings: the visible columns and their order, per user. */
export const PAGE_SETTINGS_ACTION = 'creative-stat-events';

export const COLUMNS: ReportColumn[] = [
  { field: 'day', title: 'Дата', isCard: false, sortable: true },
  { field: 'creative_id', title: 'ID креатива', isCard: false, sortable: true },
  { field: 'creative_name', title: 'Креатив', isCard: true, sortable: true },
  { field: 'event', title: 'Событие', isCard: false, sortable: true },
  { field: 'count', title: 'Количество', isCard: false, sortable: true },
];

/** A cell as the table shows it (an event by its name): the text copied and exported. */
export function cellText(row: EventRow, field: string): string {
  const value = row[field];
  if (field === 'event') return TEXTS.events[String(value)] ?? String(value ?? '');
  return formatCell(value, field);
}

/**
 * S 2 creative stat events: sidebar filters in the hash, the report, saved fast filters as pills (applied on a click,
 * the default one when the page opens without filters, managed when configurable: PUT {page} with the settings
 * whole), the whole report exported to Excel in the columns chosen, or copied as tab-separated text in those shown.
 */
export class CreativeStatEventsStore extends ReportScreen<typeof hashSchema, (typeof FILTER_KEYS)[number]> {
  readonly report: ReportStore<EventRow, EventsQuery>;
  readonly exportColumns = new ExportColumns();
  settings: ReportSettings;
  saving = false;
  private readonly exportTask = new BusyTask();

  constructor(
    private readonly api: CreativeStatEventsApi,
    settings: ReportSettings | undefined,
    readonly configurable: boolean,
    urlPath = '',
  ) {
    super(new HashState(hashSchema), FILTER_KEYS);
    this.settings = settings ?? { fastFilters: [], defaultFilter: null };
    const columns = withFirstRead(pageSettingsApi(urlPath));
    let columnsRead = false;
    this.report = new ReportStore({
      query: () => this.query,
      load: async (query, paging, signal) => {
        const page = await this.api.report(query, paging, signal);
        // The first page shows once the user's columns are known (their read is asked at start beside it).
        if (!columnsRead) await columns.firstRead;
        columnsRead = true;
        return page;
      },
      paging: hashPaging(this.filters),
      rowKey: (row) => row.id ?? 0,
      columns: COLUMNS,
      settings: new ColumnSettings(columns.api, PAGE_SETTINGS_ACTION),
    });
    makeObservable<CreativeStatEventsStore, 'save'>(this, {
      settings: observableRef,
      saving: observable,
      query: computed,
      pills: computed,
      currentQs: computed,
      activeId: computed,
      exporting: computed,
      openExport: actionBound,
      applyPill: actionBound,
      addPill: actionBound,
      renamePill: actionBound,
      deletePill: actionBound,
      makeDefault: actionBound,
      save: action,
      copy: actionBound,
      exportExcel: actionBound,
    });
  }

  get query(): EventsQuery {
    return { creative: this.filters.values.cr.trim(), event: this.filters.values.ev };
  }

  /** The pills in their saved order. */
  get pills(): FastFilter[] {
    return [...this.settings.fastFilters].sort((a, b) => a.sort - b.sort);
  }

  /** The filters shown, as a fast filter saves them: `cr=…&ev=…` (defaults left out). */
  get currentQs(): string {
    const params = new URLSearchParams();
    // Both keys hold text (a creative, an event name): written as they are.
    for (const key of FILTER_KEYS) {
      const value = this.filters.values[key];
      if (value !== hashSchema[key].defaultValue) params.set(key, value);
    }
    return params.toString();
  }

  /** One pill is active: the one whose query is the filters shown. */
  get activeId(): number | null {
    return this.pills.find((f) => f.qs === this.currentQs)?.id ?? null;
  }

  /** Applies a pill's filters (values that do not parse fall back to the default); back to page 1. */
  applyPill(pill: FastFilter, mode: HistoryMode = 'push'): void {
    const params = new URLSearchParams(pill.qs);
    const patch: Record<string, unknown> = {};
    for (const key of FILTER_KEYS) {
      const raw = params.get(key);
      const field = hashSchema[key];
      patch[key] = raw === null ? field.defaultValue : (field.parse(raw) ?? field.defaultValue);
    }
    this.filters.set({ ...(patch as Partial<typeof this.filters.values>), p: 1 }, mode);
  }

  /** Adds the filters shown as a pill (S 5: a name; a query saved under another pill asks first); false: not saved. */
  async addPill(name: string): Promise<boolean> {
    const qs = this.currentQs;
    const same = this.settings.fastFilters.find((f) => f.qs === qs);
    if (same && !(await notify.confirm(TEXTS.duplicate(same.name), { title: TEXTS.confirmTitle, confirmLabel: TEXTS.saveAnyway }))) return false;
    const pill = nextFilter(this.settings, name.trim(), qs);
    return this.save({ ...this.settings, fastFilters: [...this.settings.fastFilters.map((f) => ({ ...f, active: false })), pill] });
  }

  renamePill(id: number, name: string): Promise<boolean> {
    return this.save({ ...this.settings, fastFilters: this.settings.fastFilters.map((f) => (f.id === id ? { ...f, name: name.trim() } : f)) });
  }

  async deletePill(pill: FastFilter): Promise<boolean> {
    if (!(await notify.confirm(TEXTS.deleteQuestion(pill.name), { title: TEXTS.confirmTitle, confirmLabel: TEXTS.delete }))) return false;
    const defaultFilter = this.settings.defaultFilter === pill.id ? null : this.settings.defaultFilter;
    return this.save({ ...this.settings, fastFilters: this.settings.fastFilters.filter((f) => f.id !== pill.id), defaultFilter });
  }

  makeDefault(id: number): Promise<boolean> {
    return this.save({ ...this.settings, defaultFilter: id });
  }

  /** PUT {page}; the answer's `report` is applied. A failure keeps what was there (the error toast says why). */
  private async save(next: ReportSettings): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    try {
      const saved = await this.api.saveSettings(next);
      runInAction(() => {
        this.settings = saved;
      });
      notify.success();
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** One export or copy at a time (its button busy meanwhile); a failed read of the rows shows its toast. */
  get exporting(): boolean {
    return this.exportTask.running;
  }

  /**
   * Every row of the filters shown (S 2: the report, not the page on screen): the rows at hand when the answer
   * shown holds them all, else the report's call asked for all of them, in the order shown.
   */
  private async wholeReport(): Promise<EventRow[]> {
    const { report } = this;
    if (report.loaded && report.complete) return report.shownRows;
    const { sort, order } = report.paging;
    return allReportRows(this.api.report, this.query, { sort, order });
  }

  /** Copies the whole report in the visible columns as tab-separated text (tabs and line breaks inside a cell become spaces). */
  copy(): Promise<boolean> {
    return this.exportTask.run(async () => {
      const columns = this.report.columns;
      const rows = await this.wholeReport();
      const lines = [columns.map((c) => c.title), ...rows.map((row) => columns.map((c) => cellText(row, c.field)))];
      const text = lines.map((line) => line.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');
      // Through the shared copy: on a plain-http page (no navigator.clipboard) the page's own copy still works.
      const copied = await copyToClipboard(text, null, { copied: TEXTS.copied, copiedTitle: TEXTS.copiedTitle, failed: TEXTS.copyFailed });
      if (copied !== 'copied') return false;
      return true;
    });
  }

  /** 'Экспорт в Excel': the dialog of columns, every one in the user's order, those on screen ticked. */
  openExport(): void {
    const { report } = this;
    const all = report.settings ? report.settings.ordered(report.allColumns) : report.allColumns;
    this.exportColumns.open(all, report.columns.map((c) => c.field));
  }

  /** The whole report in the chosen columns to Excel (exceljs loads now, not with the page); the dialog closes once it is saved. */
  exportExcel(): Promise<boolean> {
    const fields = this.exportColumns.take();
    if (fields === null) return Promise.resolve(false);
    const byField = new Map(this.report.allColumns.map((c) => [c.field, c]));
    const columns = fields.flatMap((field) => {
      const column = byField.get(field);
      return column ? [{ title: column.title, value: (row: EventRow) => (field === 'count' ? row.count : cellText(row, field)) }] : [];
    });
    return this.exportTask.run(async () => {
      await exportToExcel(TEXTS.fileName, columns, await this.wholeReport());
      this.exportColumns.close();
      return true;
    });
  }

  /** A page opened without filters shows the default fast filter, applied before the first load. */
  start(): () => void {
    const pill = this.pills.find((f) => f.id === this.settings.defaultFilter);
    // Replacing the entry: the page's own, not a step to go Back to.
    if (pill && window.location.hash === '') this.applyPill(pill, 'replace');
    return super.start();
  }
}
