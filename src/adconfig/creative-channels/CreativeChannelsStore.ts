import { observable, runInAction, type IObservableValue } from 'mobx';
import { BusyKeys, BusyTask } from '@core/busy';
import { HashState } from '@core/hash';
import { ListScreen } from '@core/ListScreen';
import { notify } from '@core/notify';
import { hashPaging, serverSizedPaging } from '@core/paging';
import { creativeOf, FIRST_PAGE_SIZE, perPageOf, type ChannelRow, type ChannelsQuery, type CreativeChannelsApi, type CreativeInfo, type Limits } from './api';
import { hashSchema } from './hash';
import { IdsDialog, parseIds } from './ids';
import { TEXTS } from './texts';

/**
 * A 2 creative channels: the creative's channels, filtered, sorted and paged in the hash (20 a page first, then
 * the answer's size); add (is_limit_on_creative) and exclude per row, by a list of ids, or all (confirmed);
 * a row's limits and subcategories saved on their own (a failed subcategory save restores the row).
 */
export class CreativeChannelsStore extends ListScreen<typeof hashSchema, ChannelRow, ChannelsQuery, undefined, 'q' | 's' | 'l'> {
  readonly ids = new IdsDialog();
  private readonly creativeBox: IObservableValue<CreativeInfo | null>;
  private readonly size: IObservableValue<number>;
  private readonly rowBusy = new BusyKeys<number>();
  private readonly bulk = new BusyTask();

  constructor(
    private readonly api: CreativeChannelsApi,
    readonly creativeId: number,
    given: CreativeInfo | null = null,
  ) {
    const filters = new HashState(hashSchema);
    const size = observable.box(FIRST_PAGE_SIZE);
    // The flight the page printed (data-props `creative`) until an answer carries one.
    const creative = observable.box<CreativeInfo | null>(given, { deep: false });
    super({
      hash: filters,
      draft: ['q', 's', 'l'],
      query: ({ q, s, l }) => ({ search: q.trim(), status: s, added: l }),
      load: async (query, paging, signal, preview) => {
        const page = await api.list(query, paging, signal, preview);
        if (!signal.aborted) {
          runInAction(() => {
            size.set(perPageOf(page.meta));
            const answered = creativeOf(page.extra.creative);
            if (answered !== null) creative.set(answered);
          });
        }
        return page;
      },
      paging: serverSizedPaging(hashPaging(filters, { sort: 'channel_id', order: 'desc' }), () => size.get()),
    });
    this.size = size;
    this.creativeBox = creative;
  }

  /** The info card's creative, when the answer carries it (else the card shows the id only). */
  get creative(): CreativeInfo | null {
    return this.creativeBox.get();
  }

  /** A 9: the page size the list asks for now (20 before the first answer). */
  get perPage(): number {
    return this.size.get();
  }

  isBusy(row: ChannelRow): boolean {
    return this.rowBusy.has(row.id);
  }

  /** Whether a link's limits and subcategories can be saved (the chosen save's URL came in props). */
  get canSaveLink(): boolean {
    return this.api.canSaveLink;
  }

  get bulkRunning(): boolean {
    return this.bulk.running;
  }

  /** A 4: add sets is_limit_on_creative; a channel without matching payouts cannot be added. */
  attach(row: ChannelRow): Promise<boolean> {
    if (!row.payout_type_targeted) {
      notify.error(TEXTS.noPayouts);
      return Promise.resolve(false);
    }
    return this.rowCall(row, () => this.api.attach(row.id), { ...row, is_limit_on_creative: true }, TEXTS.attached);
  }

  /** A 4: exclude clears it. */
  detach(row: ChannelRow): Promise<boolean> {
    return this.rowCall(row, () => this.api.detach(row.id), { ...row, is_limit_on_creative: false }, TEXTS.detached);
  }

  private rowCall(row: ChannelRow, call: () => Promise<{ message?: string }>, next: ChannelRow, done: string): Promise<boolean> {
    return this.rowBusy.run(row.id, async () => {
      const saved = await call();
      this.list.replaceRow((r) => r.id === row.id, next);
      notify.success(saved.message || done);
      void this.list.load(); // a filter on the state may drop the row
      return true;
    });
  }

  /** A row's limits (empty as null); the row shows them once saved. */
  saveLimits(row: ChannelRow, limits: Limits): Promise<boolean> {
    if (!this.canSaveLink) return Promise.resolve(false); // no chosen save given: nothing to send it to
    return this.rowBusy.run(row.id, async () => {
      const saved = await this.api.saveLimits(row.id, limits);
      this.list.replaceRow((r) => r.id === row.id, { ...row, limits });
      notify.success(saved.message);
      return true;
    });
  }

  /** A 4: the choice shows at once; a failed save restores the row as it was. */
  async saveSubcategories(row: ChannelRow, subcategories: number[]): Promise<boolean> {
    if (!this.canSaveLink) return false;
    this.list.replaceRow((r) => r.id === row.id, { ...row, subcategories });
    const ok = await this.rowBusy.run(row.id, async () => {
      const saved = await this.api.saveSubcategories(row.id, subcategories);
      notify.success(saved.message);
      return true;
    });
    if (!ok) this.list.replaceRow((r) => r.id === row.id && r.subcategories === subcategories, row);
    return ok;
  }

  /** attach-list-channels / detach-list-channels with the ids typed (A 5: they must be numbers), asked first (A 8: add/remove of channel groups). */
  async submitIds(): Promise<boolean> {
    const action = this.ids.action;
    if (!action || this.bulk.running) return false;
    const ids = parseIds(this.ids.text);
    if (!ids) {
      this.ids.fail(TEXTS.idsError);
      return false;
    }
    const question = action === 'attach' ? TEXTS.addListQuestion(ids) : TEXTS.excludeListQuestion(ids);
    const title = action === 'attach' ? TEXTS.addList : TEXTS.excludeList;
    if (!(await notify.confirm(question, { title, confirmLabel: action === 'attach' ? TEXTS.add : TEXTS.exclude, danger: action === 'detach' }))) return false;
    return this.bulk.run(async () => {
      const saved = action === 'attach' ? await this.api.attachList(ids) : await this.api.detachList(ids);
      notify.success(saved.message);
      this.ids.close();
      await this.list.load();
      return true;
    });
  }

  /** detach-all-channels after the confirmation (A 8: remove all channels). */
  async detachAll(): Promise<boolean> {
    if (this.bulk.running) return false;
    const ok = await notify.confirm(TEXTS.excludeAllQuestion, { title: TEXTS.excludeAllTitle, confirmLabel: TEXTS.excludeAll, danger: true });
    if (!ok) return false;
    return this.bulk.run(async () => {
      const saved = await this.api.detachAll();
      notify.success(saved.message);
      await this.list.load();
      return true;
    });
  }
}
