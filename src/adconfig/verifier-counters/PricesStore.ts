import { makeAutoObservable, runInAction } from 'mobx';
import { BusyKeys } from '@core/busy';
import { ListStore } from '@core/ListStore';
import { notify } from '@core/notify';
import { localPaging } from '@core/paging';
import { numberOf, RecordFormState, required, rule, type PathRules, type RuleFn } from '@core/record';
import type { CounterPrice, VerifierCountersApi } from './api';
import { TEXTS } from './texts';

/** A 9: price page size. */
export const PRICE_PAGE_SIZE = 50;

export type PeriodValues = { date_from: string; date_to: string; price: string };
const EMPTY_PERIOD: PeriodValues = { date_from: '', date_to: '', price: '' };

const periodOrder: RuleFn = (value, ctx) => {
  const to = ctx.sibling('date_to');
  return typeof value === 'string' && typeof to === 'string' && value !== '' && to !== '' && value > to ? TEXTS.badPeriod : null;
};

/** A 5: a range price needs the period (both dates, in order) and a numeric price. */
const PERIOD_RULES: PathRules = {
  date_from: [required(TEXTS.dateRequired), periodOrder],
  date_to: [required(TEXTS.dateRequired)],
  price: [required(TEXTS.priceNumber), rule({ rule: 'numeric', message: TEXTS.priceNumber })],
};

/** One counter's prices (A 2 Verifier counters, prices tab): paged by 50, a day's price edited or deleted, a period added. */
export class PricesStore {
  readonly list: ListStore<CounterPrice, number>;
  readonly period = new RecordFormState<PeriodValues>({ ...EMPTY_PERIOD }, { rules: PERIOD_RULES });
  /** What is typed in a day's price box, by day, until it is saved. */
  drafts: Record<string, string> = {};
  /** Days whose save or delete is in flight. */
  readonly busy = new BusyKeys<string>();

  constructor(
    private readonly api: VerifierCountersApi,
    readonly counterId: number,
  ) {
    this.list = new ListStore<CounterPrice, number>({
      query: () => this.counterId,
      load: (id, paging, signal, preview) => this.api.prices(id, paging, signal, preview),
      paging: localPaging({ perPage: PRICE_PAGE_SIZE }),
    });
    makeAutoObservable<PricesStore, 'api'>(this, { api: false, list: false, period: false, counterId: false, busy: false }, { autoBind: true });
  }

  start(): () => void {
    return this.list.start();
  }

  /** A day's price typed and not saved, or a period typed and not added: closing the modal asks first. */
  get hasEdits(): boolean {
    return this.period.dirty || this.list.rows.some((row) => this.drafts[row.day] !== undefined && this.drafts[row.day] !== (row.price === null ? '' : String(row.price)));
  }

  text(row: CounterPrice): string {
    return this.drafts[row.day] ?? (row.price === null ? '' : String(row.price));
  }

  edit(day: string, text: string): void {
    this.drafts[day] = text;
  }

  /** PUT {id}/prices/{day}; A 5: a single price blank or not a number is sent as 0. */
  save(row: CounterPrice): Promise<boolean> {
    const price = numberOf(this.text(row)) ?? 0;
    return this.busy.run(row.day, async () => {
      const saved = await this.api.updatePrice(this.counterId, row.day, price);
      notify.success(saved.message || undefined);
      runInAction(() => {
        delete this.drafts[row.day];
      });
      await this.list.load();
      return true;
    });
  }

  /** DELETE {id}/prices/{day}, asked first. */
  async remove(row: CounterPrice, dayText: string): Promise<boolean> {
    if (this.busy.has(row.day)) return false;
    const ok = await notify.confirm(TEXTS.deleteQuestion, { title: TEXTS.removePriceTitle(dayText), confirmLabel: 'Удалить', danger: true });
    if (!ok) return false;
    return this.busy.run(row.day, async () => {
      const saved = await this.api.removePrice(this.counterId, row.day);
      notify.deleted(saved.message || undefined);
      runInAction(() => {
        delete this.drafts[row.day];
      });
      await this.list.load();
      if (this.list.rows.length === 0 && this.list.paging.page > 1) this.list.setPage(this.list.paging.page - 1);
      return true;
    });
  }

  /** POST {id}/prices with the period and its price; the form empties and the list reloads. */
  async addPeriod(): Promise<void> {
    const saved = await this.period.submit((values) =>
      this.api.addPeriod(this.counterId, { date_from: values.date_from, date_to: values.date_to, price: numberOf(values.price) ?? 0 }),
    { success: false });
    if (!saved) return;
    notify.success(saved.message || undefined);
    this.period.load({ ...EMPTY_PERIOD });
    await this.list.load();
  }
}
