import { action, makeObservable, observable, observableRef, runInAction, type IObservableValue } from 'mobx';
import { HashState } from '@core/hash';
import { ListScreen } from '@core/ListScreen';
import { answeredPerPage, hashPaging, PAGE_SIZE, serverSizedPaging } from '@core/paging';
import { BannerChoices, type PrintedChoices } from '@adconfig/shared/bannerList/choices';
import type { BannerRow, BannersApi } from './api';
import { hashSchema } from './hash';

/** A 2 banner list: the paged, sorted table and the parameters modal of one banner. */
export class BannersStore extends ListScreen<typeof hashSchema, BannerRow, null> {
  /** The type and engine names of the latest answer. */
  readonly choices: BannerChoices;
  /** The banner whose parameters the modal shows; null: closed. */
  shown: BannerRow | null;
  private readonly answeredSize: IObservableValue<number>;

  constructor(api: BannersApi, printed: PrintedChoices = {}) {
    const filters = new HashState(hashSchema);
    const choices = new BannerChoices(printed);
    const size = observable.box(PAGE_SIZE);
    super({
      hash: filters,
      query: () => null,
      load: async (_query, paging, signal) => {
        const page = await api.list(paging, signal);
        if (!signal.aborted) {
          runInAction(() => size.set(answeredPerPage(page.meta)));
          choices.read(page.extra);
        }
        return page;
      },
      paging: serverSizedPaging(hashPaging(filters, { sort: 'banner_id', order: 'desc' }), () => size.get()),
    });
    this.choices = choices;
    this.answeredSize = size;
    this.shown = null;
    makeObservable(this, { shown: observableRef });
  }

  /** A 9: the page size of the latest answer (meta.per_page), 50 until one says otherwise. */
  get perPage(): number {
    return this.answeredSize.get();
  }

  readonly showParams = action((row: BannerRow): void => {
    this.shown = row;
  });

  readonly closeParams = action((): void => {
    this.shown = null;
  });
}
