import { action, actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { exportToExcel } from '@core/excel';
import { formatCell } from '@core/format';
import { HashState, type HistoryMode } from '@core/hash';
import { notify } from '@core/notify';
import { hashPaging } from '@core/paging';
import { ColumnSettings } from '@core/report/ColumnSettings';
import type { ReportColumn } from '@core/report/columns';
import { pageSettingsApi } from '@core/report/pageSettings';
import { ReportScreen } from '@core/report/ReportScreen';
import { ReportStore } from '@core/report/ReportStore';
import type { CreativeStatEventsApi, EventRow, EventsQuery } from './api';
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
 * the default one when the page opens without filters, managed when configurable: PUT {page}), the visible columns
 * exported to Excel or copied as tab-separated text.
 */
export class CreativeStatEventsStore extends ReportScreen<typeof hashSchema, (typeof FILTER_KEYS)[number]> {
  readonly report: ReportStore<EventRow, EventsQuery>;
  settings: ReportSettings;
  saving = false;

  constructor(
    private readonly api: CreativeStatEventsApi,
    settings: ReportSettings | undefined,
    readonly configurable: boolean,
    urlPath = '',
  ) {
    super(new HashState(hashSchema), FILTER_KEYS);
    this.settings = settings ?? { fastFilters: [], defaultFilter: null };
    this.report = new ReportStore({
      query: () => this.query,
      load: (query, paging, signal) => this.api.report(query, paging, signal),
      paging: hashPaging(this.filters),
      rowKey: (row) => row.id ?? 0,
      columns: COLUMNS,
      settings: new ColumnSettings(pageSettingsApi(urlPath), PAGE_SETTINGS_ACTION),
    });
    makeObservable<CreativeStatEventsStore, 'save'>(this, {
      settings: observableRef,
      saving: observable,
      query: computed,
      pills: computed,
      currentQs: computed,
      activeId: computed,
      tableLines: computed,
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
    return this.save({ fastFilters: this.settings.fastFilters.filter((f) => f.id !== pill.id), defaultFilter });
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

  /** The rows shown, in the visible columns and their order: the header line, then one line per row. */
  get tableLines(): string[][] {
    const columns = this.report.columns;
    return [columns.map((c) => c.title), ...this.report.shownRows.map((row) => columns.map((c) => cellText(row, c.field)))];
  }

  /** Copies the table as tab-separated text (tabs and line breaks inside a cell become spaces). */
  async copy(): Promise<void> {
    const text = this.tableLines.map((line) => line.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      notify.success(TEXTS.copied, TEXTS.copiedTitle);
    } catch (error) {
      notify.error(TEXTS.copyFailed);
      console.warn('clipboard:', error);
    }
  }

  /** Excel of the visible columns in their order (exceljs loads now, not with the page). */
  exportExcel(): Promise<void> {
    const columns = this.report.columns.map((c) => ({ title: c.title, value: (row: EventRow) => (c.field === 'count' ? row.count : cellText(row, c.field)) }));
    return exportToExcel(TEXTS.fileName, columns, this.report.shownRows);
  }

  /** A page opened without filters shows the default fast filter, applied before the first load. */
  start(): () => void {
    const pill = this.pills.find((f) => f.id === this.settings.defaultFilter);
    // Replacing the entry: the page's own, not a step to go Back to.
    if (pill && window.location.hash === '') this.applyPill(pill, 'replace');
    return super.start();
  }
}
