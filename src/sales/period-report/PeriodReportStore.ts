import { makeAutoObservable } from 'mobx';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { hashPaging } from '@core/paging';
import type { FilterSpec } from '@core/report/filters';
import { FiltersDraft } from '@core/report/FiltersDraft';
import { ReportStore } from '@core/report/ReportStore';
import { objectKey } from '@core/report/rows';
import type { FilterValues } from '@core/hash/filterValues';
import type { PeriodReportApi, PeriodReportInfo, PeriodRow } from './api';
import { hashSchema } from './hash';

/** S 4: 'Данные получены. Строю таблицу...' stays 500 ms for the period report. */
export const PERIOD_REPORT_BUILDING_MS = 500;

/**
 * S 2 generic report page: the sidebar's filters (described by the answer) in the hash, 15 a page sorted by
 * `requested` descending (S 9), the columns repeated per period, the totals of the second call.
 */
export class PeriodReportStore {
  readonly filters = new HashState(hashSchema);
  readonly draft: FiltersDraft;
  readonly report: ReportStore<PeriodRow, FilterValues, PeriodReportInfo>;

  constructor(private readonly api: PeriodReportApi) {
    this.report = new ReportStore({
      query: () => this.filters.values.fl,
      load: (query, paging, signal) => this.api.report(query, paging, signal),
      paging: hashPaging(this.filters),
      rowKey: objectKey,
      buildingMs: PERIOD_REPORT_BUILDING_MS,
    });
    this.draft = new FiltersDraft({ get: () => this.filters.values.fl, set: (fl) => this.filters.set({ fl }), reload: () => void this.report.load() });
    makeAutoObservable<PeriodReportStore, 'api'>(this, { api: false, filters: false, draft: false, report: false }, { autoBind: true });
  }

  /** The sidebar's filters as the latest answer described them (kept while the next one loads or fails). */
  get filterSpecs(): FilterSpec[] {
    return this.report.info?.filters ?? [];
  }

  start(): () => void {
    return disposers(this.filters.start(), this.draft.start(), this.report.start());
  }
}
