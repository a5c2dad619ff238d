import { action, makeObservable, observable } from 'mobx';
import { ListScreen } from '@core/ListScreen';
import type { NonStdReport } from '@adconfig/shared/non-std-reports/report';
import type { NonStdReportsApi, NonStdReportsQuery } from './api';
import { hashSchema } from './hash';
import { readViewMode, writeViewMode, type ViewMode } from './viewMode';

/** A 2 non-standard reports: the list searched by name (one answer of every report, shown 50 a page, the page in the hash), as a table or as cards. */
export class NonStdReportsStore extends ListScreen<typeof hashSchema, NonStdReport, NonStdReportsQuery, undefined, 'q'> {
  view: ViewMode = readViewMode();

  constructor(api: NonStdReportsApi) {
    super({ hash: hashSchema, draft: ['q'], query: ({ q }) => ({ search: q }), load: (query, _paging, signal, preview) => api.list(query, signal, preview) });
    makeObservable(this, { view: observable, setView: action });
  }

  setView(view: ViewMode): void {
    this.view = view;
    writeViewMode(view);
  }
}
