import { runInAction } from 'mobx';
import { disposers, type Disposer } from '@core/disposers';
import type { Page } from '@core/http';
import { ListScreen } from '@core/ListScreen';
import { notify } from '@core/notify';
import { localPaging } from '@core/paging';
import { RecordFormState } from '@core/record';
import { ColumnSettings } from '@core/report/ColumnSettings';
import { pageSettingsApi, type PageSettingsApi } from '@core/report/pageSettings';
import { Selection } from '@core/selection';
import type { BulkCreative, BulkQuery, CreativesBulkEditApi } from './api';
import { defaultChoices, PAGE_SETTINGS_ACTION, withDefaultColumns } from './columns';
import { hashSchema } from './hash';
import { anySet, emptyParams, paramsOf, paramsRules, type ParamsForm } from './params';
import { TEXTS } from './texts';

/** The answer while no filter is set: nothing asked. */
const NOTHING: Page<BulkCreative> = { rows: [], total: 0, meta: {}, extra: {} };

/** Whether the search names anything: without a filter the page asks nothing (issue 43: not every creative at once). */
export const hasFilter = (query: BulkQuery): boolean => query.name.trim() !== '' || query.ids.length > 0 || query.campaignIds.length > 0 || query.status !== '';

/**
 * A 2 bulk edit of creatives: the search (filters in the hash, applied by 'Найти', one answer: no pages; nothing
 * until a filter is set), the columns shown (A 2's default ones until the operator chooses, kept in the page
 * settings), the creatives chosen, the parameters to set and their PUT {ids, params}.
 */
export class CreativesBulkEditStore extends ListScreen<typeof hashSchema, BulkCreative, BulkQuery, undefined, 'q' | 'id' | 'cid' | 'st'> {
  readonly selection = new Selection<number>();
  readonly params = new RecordFormState<ParamsForm>(emptyParams(), { rules: paramsRules });
  readonly columns: ColumnSettings;

  constructor(
    private readonly api: CreativesBulkEditApi,
    settings: PageSettingsApi = pageSettingsApi(),
  ) {
    super({
      hash: hashSchema,
      // Issue 43: every filter, the status too, waits for 'Найти' (not a search per choice).
      draft: ['q', 'id', 'cid', 'st'],
      query: ({ q, id, cid, st }) => ({ name: q, ids: id, campaignIds: cid, status: st }),
      load: (query, _paging, signal, preview) => (hasFilter(query) ? api.search(query, signal, preview) : Promise.resolve(NOTHING)),
      paging: localPaging({ perPage: 'all' }),
    });
    this.columns = new ColumnSettings(withDefaultColumns(settings), PAGE_SETTINGS_ACTION);
    // Until the operator's choice is read (or when it cannot be): A 2's default columns.
    runInAction(() => {
      this.columns.saved = defaultChoices();
    });
    this.apply = this.apply.bind(this);
  }

  /** Only what the list shows can be chosen: a new search drops the creatives it no longer lists. The columns chosen are read beside. */
  start(): Disposer {
    const read = new AbortController();
    void this.columns.load(read.signal);
    return disposers(super.start(), this.list.retainSelection(this.selection, (row) => row.creative_id), () => read.abort());
  }

  /** Whether the filters name anything (else the table says 'Установите фильтры и нажмите Поиск'). */
  get searched(): boolean {
    const { q, id, cid, st } = this.filters.values;
    return hasFilter({ name: q, ids: id, campaignIds: cid, status: st });
  }

  /** The chosen creatives in the list's order. */
  get chosenIds(): number[] {
    return this.list.rows.map((row) => row.creative_id).filter((id) => this.selection.has(id));
  }

  /** 'Применить к выбранным': something chosen and set, the rules, the question, then PUT {ids, params}; the list reloads. */
  async apply(): Promise<boolean> {
    const ids = this.chosenIds;
    if (ids.length === 0) return this.refuse(TEXTS.noSelection);
    if (!anySet(this.params.values)) return this.refuse(TEXTS.noParams);
    if (!this.params.validate()) return false;
    if (!(await notify.confirm(TEXTS.question(ids.length), { title: TEXTS.questionTitle, confirmLabel: 'Применить' }))) return false;
    const saved = await this.params.submit((values) => this.api.save(ids, paramsOf(values)), { success: false });
    if (saved === undefined) return false;
    notify.success(saved.message || TEXTS.saved(ids.length));
    void this.list.load();
    return true;
  }

  private refuse(message: string): false {
    notify.error(message);
    return false;
  }
}
