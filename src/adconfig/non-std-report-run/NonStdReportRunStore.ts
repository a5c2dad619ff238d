import { makeAutoObservable } from 'mobx';
import { disposers } from '@core/disposers';
import { plainNumber } from '@core/format';
import { LatestLoad } from '@core/latestLoad';
import { numeric, RecordFormState, RecordPageState, type PathRules } from '@core/record';
import type { NonStdReport, ReportFilter } from '@adconfig/shared/non-std-reports/report';
import type { ReportResult } from '@adconfig/shared/non-std-reports/result';
import type { NonStdReportRunApi, RunReport } from './api';

export const INT_TEXT = 'Поле должно содержать целое число!';

/**
 * The most filters the run page draws (issue 32.5): no report of the spec has more than a handful, and a
 * field each for a lying answer's 100 000 would freeze the tab. The page saves nothing, so the rest are
 * only not shown (and not sent), and the page says so.
 */
export const FILTER_CAP = 200;

/** The filters as typed, by the filter's index (never by its key: a key from the server is no path). */
export type FilterValues = { values: string[] };

function rulesOf(filters: ReportFilter[]): PathRules {
  const rules: PathRules = {};
  filters.forEach((f, i) => {
    if (f.type === 'float') rules[`values.${i}`] = [numeric()];
    if (f.type === 'int') rules[`values.${i}`] = [numeric(), (v) => (String(v ?? '').trim() === '' || /^-?\d+$/.test(plainNumber(String(v)) ?? '') ? null : INT_TEXT)];
  });
  return rules;
}

/** A number as typed ('1 500,5', '1 500') goes as a plain decimal ('1500.5', '1500'), its digits as typed; everything else as typed, trimmed. */
const sent = (filter: ReportFilter, value: string): string => (filter.type === 'float' || filter.type === 'int' ? plainNumber(value) : null) ?? value.trim();

/** A 2 run page: the report's filters, search (only with some value), reset, the latest result. */
export class NonStdReportRunStore {
  report: RunReport | null = null;
  /** The filters as typed; their rules follow the report's filter types. */
  readonly form = new RecordFormState<FilterValues>({ values: [] }, { rules: () => rulesOf(this.filters) });
  readonly page: RecordPageState<FilterValues, undefined, RunReport>;
  result: ReportResult | null = null;
  /** The searches: the latest wins. */
  private readonly searches = new LatestLoad();

  constructor(
    private readonly api: NonStdReportRunApi,
    readonly id: number,
  ) {
    this.page = new RecordPageState(this.form, {
      id,
      get: api.get,
      apply: (report) => {
        if (!report) return;
        this.report = report;
        this.form.load(this.defaults(report));
      },
    });
    makeAutoObservable<NonStdReportRunStore, 'api' | 'searches'>(this, { api: false, searches: false, id: false, form: false, page: false }, { autoBind: true });
  }

  /** The report's filters as drawn: the first FILTER_CAP of them. */
  get filters(): ReportFilter[] {
    const all = this.report?.filters ?? [];
    return all.length > FILTER_CAP ? all.slice(0, FILTER_CAP) : all;
  }

  /** What the operator reads for a filter: its title; a report that gives none leaves only its key. */
  label(filter: ReportFilter): string {
    return this.report?.titles.get(filter.key) ?? filter.key;
  }

  /** How many filters the report has beyond the drawn ones (0 normally). */
  get filtersLeftOut(): number {
    return Math.max(0, (this.report?.filters.length ?? 0) - FILTER_CAP);
  }

  /** A 5: the search runs only when some filter has a value (a report without filters always may). */
  get canSearch(): boolean {
    return this.filters.length === 0 || this.form.values.values.some((v) => v.trim() !== '');
  }

  get running(): boolean {
    return this.searches.loading;
  }

  start(): () => void {
    return disposers(this.page.start(), this.searches.stop);
  }

  private defaults(report: NonStdReport): FilterValues {
    return { values: report.filters.slice(0, FILTER_CAP).map((f) => f.default) };
  }

  /** POST /{id}/execute with the filters that have a value; a newer search aborts the one in flight. */
  search(): Promise<void> {
    if (!this.report || !this.canSearch || !this.form.validate()) return Promise.resolve();
    const filters = Object.fromEntries(
      this.filters.map((f, i) => [f.key, sent(f, this.form.values.values[i] ?? '')] as const).filter(([, v]) => v !== ''),
    );
    return this.searches.run(
      (signal) => this.api.execute(this.id, filters, signal),
      (result) => {
        this.result = result;
      },
    );
  }

  /** The filters back to the report's defaults, the result gone (a search in flight is dropped). */
  reset(): void {
    this.searches.settle(() => {
      this.result = null;
    });
    if (this.report) this.form.load(this.defaults(this.report));
  }
}
