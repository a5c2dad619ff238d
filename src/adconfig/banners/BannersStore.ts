import { action, makeObservable, observableRef } from 'mobx';
import { ListScreen } from '../../core/ListScreen';
import { BannerChoices } from '../shared/bannerList/choices';
import type { BannerRow, BannersApi } from './api';
import { hashSchema } from './hash';

/** A 2 banner list: the paged, sorted table and the parameters modal of one banner. */
export class BannersStore extends ListScreen<typeof hashSchema, BannerRow, null> {
  /** The type and engine names of the latest answer. */
  readonly choices: BannerChoices;
  /** The banner whose parameters the modal shows; null: closed. */
  shown: BannerRow | null;

  constructor(api: BannersApi) {
    const choices = new BannerChoices();
    super({
      hash: hashSchema,
      query: () => null,
      load: async (_query, paging, signal) => {
        const page = await api.list(paging, signal);
        if (!signal.aborted) choices.read(page.extra);
        return page;
      },
    });
    this.choices = choices;
    this.shown = null;
    makeObservable(this, { shown: observableRef });
  }

  readonly showParams = action((row: BannerRow): void => {
    this.shown = row;
  });

  readonly closeParams = action((): void => {
    this.shown = null;
  });
}
