import { LoadOnce } from '@core/loadOnce';
import type { Disposer } from '@core/disposers';
import { ListScreen } from '@core/ListScreen';
import type { DeletedSite, DeletedSitesApi, DeletedSitesColumn, DeletedSitesQuery } from './api';
import { hashSchema } from './hash';

/** I 2.7: the list of deleted sites, searched by text and partners, with the columns the backend describes. */
export class DeletedSitesStore extends ListScreen<typeof hashSchema, DeletedSite, DeletedSitesQuery, undefined, 'q' | 'pid'> {
  /** The table's columns (I 7), loaded once before the table shows. */
  readonly columns: LoadOnce<DeletedSitesColumn[]>;

  constructor(api: DeletedSitesApi) {
    super({ hash: hashSchema, draft: ['q', 'pid'], query: ({ q, pid }) => ({ search: q, partnerIds: pid }), load: api.search });
    this.columns = new LoadOnce(() => api.columns(), []);
  }

  start(): Disposer {
    void this.columns.load();
    return super.start();
  }
}
