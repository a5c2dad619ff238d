import { makeAutoObservable } from 'mobx';
import { HashState } from '../../core/hash';
import { FilterDraft } from '../../core/hash/FilterDraft';
import { ListStore } from '../../core/ListStore';
import type { NonStdReport } from '../shared/non-std-reports/report';
import type { NonStdReportsApi, NonStdReportsQuery } from './api';
import { hashSchema } from './hash';
import { readViewMode, writeViewMode, type ViewMode } from './viewMode';

export class NonStdReportsStore {
  readonly filters = new HashState(hashSchema);
  /** The name typed until 'Найти' (or Enter). */
  readonly draft = new FilterDraft(this.filters, ['q'] as const);
  readonly list: ListStore<NonStdReport, NonStdReportsQuery>;
  view: ViewMode = readViewMode();

  constructor(private readonly api: NonStdReportsApi) {
    this.list = new ListStore<NonStdReport, NonStdReportsQuery>({
      query: () => ({ search: this.filters.values.q }),
      load: (query, _paging, signal) => this.api.list(query, signal),
    });
    makeAutoObservable<NonStdReportsStore, 'api'>(this, { api: false, filters: false, draft: false, list: false }, { autoBind: true });
  }

  setView(view: ViewMode): void {
    this.view = view;
    writeViewMode(view);
  }

  /** 'Найти': applies the typed name; the same name again reloads. */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.list.load();
  }

  reset(): void {
    this.draft.reset();
  }

  start(): () => void {
    const stops = [this.filters.start(), this.draft.start(), this.list.start()];
    return () => stops.forEach((stop) => stop());
  }
}
