import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { pagePath } from '../../core/basePath';
import { EMPTY_TEXT } from '../../ui/DataTable';
import { ListTable } from '../../ui/ListTable';
import { sitesListsApi } from './api';
import type { SitesListsProps } from './props';
import { SitesListsStore } from './SitesListsStore';
import { sitesListsColumns } from './views/sitesListsColumns';
import { SitesListsToolbar } from './views/SitesListsToolbar';
import { useStarted } from '../../ui/useStarted';

export type { SitesListsProps };

/** A 2: the sites lists table; add/edit pages live under the page path ({base}create, {base}edit/?id=). */
export const SitesListsScreen = observer(function SitesListsScreen({ urlPath, permissions }: SitesListsProps) {
  const [api] = useState(() => sitesListsApi(urlPath));
  const [store] = useState(() => new SitesListsStore(api, permissions));
  useStarted(store);
  const base = `${pagePath()}/`;
  const columns = useMemo(
    () => sitesListsColumns(store, { edit: (id) => `${base}edit/?id=${id}`, export: api.exportUrl }),
    [store, base, api],
  );
  return (
    <div>
      <SitesListsToolbar store={store} addHref={`${base}create`} />
      <ListTable list={store.list} columns={columns} rowKey={(row) => row.id} caption="Списки сайтов" empty={EMPTY_TEXT} />
    </div>
  );
});
