import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { pagePath } from '@core/basePath';
import { EMPTY_TEXT } from '@ui/DataTable';
import { ListTable } from '@ui/ListTable';
import { sitesListsApi } from './api';
import type { SitesListsProps } from './props';
import { SitesListsStore } from './SitesListsStore';
import { sitesListsColumns } from './views/sitesListsColumns';
import { SitesListsToolbar } from './views/SitesListsToolbar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { SitesListsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const sitesListsStore = ({ urlPath, permissions }: SitesListsProps) => new SitesListsStore(sitesListsApi(urlPath), permissions);

/** A 2: the sites lists table; add/edit pages live under the page path ({base}create, {base}edit/?id=). */
export const SitesListsScreen = observer(function SitesListsScreen(props: SitesListsProps & GivenStore<SitesListsStore>) {
  const { urlPath } = props;
  const [api] = useState(() => sitesListsApi(urlPath));
  const store = useScreenStore(props.store, () => sitesListsStore(props));
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
