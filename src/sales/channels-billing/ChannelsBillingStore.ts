import { makeAutoObservable } from 'mobx';
import { disposers } from '../../core/disposers';
import { HashState } from '../../core/hash';
import { FilterDraft } from '../../core/hash/FilterDraft';
import { hashPaging } from '../../core/paging';
import type { ReportColumn } from '../../core/report/columns';
import { ReportStore } from '../../core/report/ReportStore';
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
export class ChannelsBillingStore {
  readonly filters = new HashState(hashSchema);
  /** The search typed until 'Найти'; the period is chosen into it as text too. */
  readonly draft = new FilterDraft(this.filters, ['dr', 'q'] as const);
  readonly report: ReportStore<BillingRow, BillingQuery>;

  constructor(private readonly api: ChannelsBillingApi) {
    this.report = new ReportStore({
      query: () => this.query,
      load: (query, paging, signal) => this.api.report(query, paging, signal),
      paging: hashPaging(this.filters),
      rowKey: (row) => row.channel_id ?? 0,
      columns: COLUMNS,
    });
    makeAutoObservable<ChannelsBillingStore, 'api'>(this, { api: false, filters: false, draft: false, report: false }, { autoBind: true });
  }

  get query(): BillingQuery {
    return { dateRange: this.filters.values.dr, search: this.filters.values.q.trim() };
  }

  /** The export of the filters shown (S 7). */
  get exportUrl(): string {
    return this.api.exportUrl(this.query);
  }

  search(): void {
    if (this.draft.apply() === 'unchanged') void this.report.load();
  }

  reset(): void {
    this.draft.reset();
  }

  start(): () => void {
    return disposers(this.filters.start(), this.draft.start(), this.report.start());
  }
}
