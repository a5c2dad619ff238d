import { computed, makeObservable } from 'mobx';
import { HashState, writeHash } from '@core/hash';
import { hashPaging } from '@core/paging';
import type { ReportColumn } from '@core/report/columns';
import { ReportScreen } from '@core/report/ReportScreen';
import { ReportStore } from '@core/report/ReportStore';
import type { BillingQuery, BillingRow, ChannelsBillingApi } from './api';
import { hashSchema } from './hash';

export const COLUMNS: ReportColumn[] = [
  { field: 'channel_id', title: 'ID', isCard: false, sortable: true },
  { field: 'channel_name', title: 'Канал', isCard: true, sortable: true },
  { field: 'partner_name', title: 'Партнёр', isCard: false, sortable: true },
  { field: 'shows', title: 'Показы', isCard: false, sortable: true },
  { field: 'clicks', title: 'Клики', isCard: false, sortable: true },
  { field: 'amount', title: 'Сумма, ₽', isCard: false, sortable: true },
  { field: 'links', title: 'Ссылки', isCard: false, sortable: false },
];

/** S 6 channels billing: the period and a search in the hash, the report by amount descending, the export of those filters. */
export class ChannelsBillingStore extends ReportScreen<typeof hashSchema, 'dr' | 'q'> {
  readonly report: ReportStore<BillingRow, BillingQuery>;

  constructor(private readonly api: ChannelsBillingApi) {
    super(new HashState(hashSchema), ['dr', 'q'] as const);
    this.report = new ReportStore({
      query: () => this.query,
      load: (query, paging, signal) => this.api.report(query, paging, signal),
      paging: hashPaging(this.filters),
      rowKey: (row) => row.channel_id ?? 0,
      columns: COLUMNS,
    });
    makeObservable(this, { query: computed, exportUrl: computed });
  }

  get query(): BillingQuery {
    return { dateRange: this.filters.values.dr, search: this.filters.values.q.trim() };
  }

  /** The export of the report shown (S 7 `?{hash}`): the page's hash as it reads, defaults left out as there. */
  get exportUrl(): string {
    return this.api.exportUrl(writeHash(hashSchema, this.filters.values));
  }
}
