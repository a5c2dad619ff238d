import { computed, makeObservable } from 'mobx';
import { HashState } from '@core/hash';
import { hashPaging } from '@core/paging';
import { ReportScreen } from '@core/report/ReportScreen';
import { ReportStore } from '@core/report/ReportStore';
import { objectKey } from '@core/report/rows';
import type { DataTableApi, TableQuery, TableRow } from './api';
import { hashSchema } from './hash';

/**
 * S 2 generic data table: the filters of {page}/data/ (period, id, tags and their mode) in the hash, the columns of
 * {page}/columns/ for those filters, sorting, pages of 50, the optional totals and compile time.
 */
export class DataTableStore extends ReportScreen<typeof hashSchema, 'dr' | 'id' | 't' | 'tmt'> {
  readonly report: ReportStore<TableRow, TableQuery>;

  constructor(private readonly api: DataTableApi) {
    super(new HashState(hashSchema), ['dr', 'id', 't', 'tmt'] as const);
    this.report = new ReportStore({
      query: () => this.query,
      load: (query, paging, signal) => this.api.rows(query, paging, signal),
      loadColumns: (query, signal) => this.api.columns(query, signal),
      paging: hashPaging(this.filters),
      rowKey: objectKey,
    });
    makeObservable(this, { query: computed });
  }

  get query(): TableQuery {
    const { dr, id, t, tmt } = this.filters.values;
    return { dateRange: dr, id, tags: t, tagsMode: tmt };
  }
}
