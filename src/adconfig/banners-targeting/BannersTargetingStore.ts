import { observable, runInAction, type IObservableValue } from 'mobx';
import { BusyKeys, BusyTask } from '@core/busy';
import { HashState } from '@core/hash';
import { ListScreen } from '@core/ListScreen';
import { notify } from '@core/notify';
import { answeredPerPage, hashPaging, PAGE_SIZE, serverSizedPaging } from '@core/paging';
import { BannerChoices, type PrintedChoices } from '@adconfig/shared/bannerList/choices';
import { type BannersTargetingApi, type TargetingQuery, type TargetingRow } from './api';
import { hashSchema } from './hash';
import { TEXTS } from './texts';

/** A 2 banners targeting: the campaign's banners, filtered and sorted in the hash, paged by the answer's size; add / exclude per row. */
export class BannersTargetingStore extends ListScreen<typeof hashSchema, TargetingRow, TargetingQuery, undefined, 'q' | 't' | 'l'> {
  /** The type and engine names of the latest answer. */
  readonly choices: BannerChoices;
  private readonly answeredSize: IObservableValue<number>;
  /** A 3 isSaving: the banners with a sync call in flight (their button is busy). */
  private readonly saving = new BusyKeys<number>();
  private readonly clearTask = new BusyTask();
  private readonly api: BannersTargetingApi;

  constructor(api: BannersTargetingApi, printed: PrintedChoices = {}) {
    const filters = new HashState(hashSchema);
    const choices = new BannerChoices(printed);
    const size = observable.box(PAGE_SIZE);
    super({
      hash: filters,
      draft: ['q', 't', 'l'],
      query: ({ q, t, l }) => ({ name: q, type_id: t, limited: l }),
      load: async (query, paging, signal) => {
        const page = await api.list(query, paging, signal);
        if (!signal.aborted) {
          runInAction(() => size.set(answeredPerPage(page.meta)));
          choices.read(page.extra);
        }
        return page;
      },
      paging: serverSizedPaging(hashPaging(filters, { sort: 'banner_id', order: 'desc' }), () => size.get()),
    });
    this.api = api;
    this.choices = choices;
    this.answeredSize = size;
  }

  /** A 9: the page size of the latest answer (meta.per_page), 50 until one says otherwise. */
  get perPage(): number {
    return this.answeredSize.get();
  }

  isSaving(row: TargetingRow): boolean {
    return this.saving.has(row.id);
  }

  /** A 4: add makes the banner limited (is_limited). */
  add(row: TargetingRow): Promise<boolean> {
    return this.sync(row, true);
  }

  /** A 4: exclude removes that. */
  exclude(row: TargetingRow): Promise<boolean> {
    return this.sync(row, false);
  }

  /** One sync call per banner at a time; the row shows its new state, the toast says so, the list reloads (a filter may drop it). */
  private async sync(row: TargetingRow, limited: boolean): Promise<boolean> {
    return this.saving.run(row.id, async () => {
      const saved = limited ? await this.api.add([row.id]) : await this.api.exclude([row.id]);
      this.list.replaceRow((r) => r.id === row.id, { ...row, is_limited: limited });
      notify.success(saved.message || (limited ? TEXTS.added : TEXTS.excluded));
      await this.list.load();
      return true;
    });
  }

  /** 'Исключить все' is in flight. */
  get clearing(): boolean {
    return this.clearTask.running;
  }

  /** 'Исключить все' (DELETE {banners url}/clear), after the confirmation; the list reloads. */
  async clearAll(): Promise<boolean> {
    if (this.clearing) return false;
    const ok = await notify.confirm(TEXTS.clearQuestion, { title: TEXTS.clearTitle, confirmLabel: TEXTS.clear, danger: true });
    if (!ok) return false;
    return this.clearTask.run(async () => {
      const saved = await this.api.clear();
      notify.success(saved.message || TEXTS.cleared);
      await this.list.load();
      return true;
    });
  }
}
