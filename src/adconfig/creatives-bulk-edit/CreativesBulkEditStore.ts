import { disposers, type Disposer } from '@core/disposers';
import type { Page } from '@core/http';
import { ListScreen } from '@core/ListScreen';
import { notify } from '@core/notify';
import { localPaging } from '@core/paging';
import { RecordFormState } from '@core/record';
import { Selection } from '@core/selection';
import type { BulkCreative, BulkQuery, CreativesBulkEditApi } from './api';
import { hashSchema } from './hash';
import { anySet, emptyParams, paramsOf, paramsRules, type ParamsForm } from './params';
import { TEXTS } from './texts';

/** The answer while no filter is set: nothing asked. */
const NOTHING: Page<BulkCreative> = { rows: [], total: 0, meta: {}, extra: {} };

/** Whether the search names anything: without a filter the page asks nothing (issue 43: not every creative at once). */
export const hasFilter = (query: BulkQuery): boolean => query.name.trim() !== '' || query.ids.length > 0 || query.campaignIds.length > 0 || query.status !== '';

/**
 * A 2 bulk edit of creatives: the search (filters in the hash, one answer: no pages; nothing until a filter is
 * set), the creatives chosen, the parameters to set and their PUT {ids, params}.
 */
export class CreativesBulkEditStore extends ListScreen<typeof hashSchema, BulkCreative, BulkQuery, undefined, 'q' | 'id' | 'cid'> {
  readonly selection = new Selection<number>();
  readonly params = new RecordFormState<ParamsForm>(emptyParams(), { rules: paramsRules });

  constructor(private readonly api: CreativesBulkEditApi) {
    super({
      hash: hashSchema,
      draft: ['q', 'id', 'cid'],
      query: ({ q, id, cid, st }) => ({ name: q, ids: id, campaignIds: cid, status: st }),
      load: (query, _paging, signal, preview) => (hasFilter(query) ? api.search(query, signal, preview) : Promise.resolve(NOTHING)),
      paging: localPaging({ perPage: 'all' }),
    });
    this.apply = this.apply.bind(this);
    this.setStatus = this.setStatus.bind(this);
  }

  /** The status filter applies at once (a select, nothing typed). */
  setStatus(status: string): void {
    this.filters.set({ st: status === 'active' || status === 'blocked' ? status : '' });
  }

  /** Only what the list shows can be chosen: a new search drops the creatives it no longer lists. */
  start(): Disposer {
    return disposers(super.start(), this.list.retainSelection(this.selection, (row) => row.creative_id));
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
