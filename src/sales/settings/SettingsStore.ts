import { filterMap, filterMapOf, type FilterMap } from '@core/hash';
import type { Disposer } from '@core/disposers';
import { ListScreen } from '@core/ListScreen';
import { LoadOnce } from '@core/loadOnce';
import type { ReportColumn } from '@core/report/columns';
import type { SettingRow, SettingsApi, SettingsFilter } from './api';
import { hashSchema } from './hash';

const FILTERS = filterMap();

/** S 2 settings: the list with the filters and columns the backend describes, sorted, 50 a page, filters in the hash. */
export class SettingsStore extends ListScreen<typeof hashSchema, SettingRow, FilterMap, undefined, 'flt'> {
  readonly columns: LoadOnce<ReportColumn[]>;
  readonly filterFields: LoadOnce<SettingsFilter[]>;

  constructor(api: SettingsApi) {
    super({ hash: hashSchema, draft: ['flt'], query: ({ flt }) => flt, load: api.search });
    this.columns = new LoadOnce(() => api.columns(), []);
    this.filterFields = new LoadOnce(() => api.filters(), []);
  }

  /** What is typed into the sidebar, by filter name. */
  get typed(): FilterMap {
    return FILTERS.parse(this.draft.text.flt) ?? {};
  }

  /** Types into one filter (applied with 'Найти'). */
  type(name: string, value: string): void {
    const next = Object.entries({ ...this.typed, [name]: value });
    this.draft.edit('flt', FILTERS.write(filterMapOf(next)));
  }

  start(): Disposer {
    void this.columns.load();
    void this.filterFields.load();
    return super.start();
  }
}
