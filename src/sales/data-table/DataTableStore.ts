import { computed, makeObservable } from 'mobx';
import { HashState } from '@core/hash';
import { hashPaging } from '@core/paging';
import type { ReportColumn } from '@core/report/columns';
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
  /** The columns of the last filters asked for (asked again only when the filters change, not per page). */
  private columns: { key: string; load: Promise<ReportColumn[]> } | null = null;

  constructor(private readonly api: DataTableApi) {
    super(new HashState(hashSchema), ['dr', 'id', 't', 'tmt'] as const);
    this.report = new ReportStore({
      query: () => this.query,
      load: async (query, paging, signal) => {
        const [page, columns] = await Promise.all([this.api.rows(query, paging, signal), this.columnsFor(query, signal)]);
        return { ...page, columns };
      },
      paging: hashPaging(this.filters),
      rowKey: objectKey,
    });
    makeObservable(this, { query: computed });
  }

  get query(): TableQuery {
    const { dr, id, t, tmt } = this.filters.values;
    return { dateRange: dr, id, tags: t, tagsMode: tmt };
  }

  private columnsFor(query: TableQuery, signal: AbortSignal): Promise<ReportColumn[]> {
    const key = JSON.stringify(query);
    if (this.columns?.key !== key) {
      const load = this.api.columns(query, signal);
      const entry = { key, load };
      // A failed or aborted answer is asked for again by the next load.
      load.catch(() => {
        if (this.columns === entry) this.columns = null;
      });
      this.columns = entry;
    }
    return this.columns.load;
  }
}
