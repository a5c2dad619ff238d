import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { EMPTY_TEXT } from '@ui/DataTable';
import { ListTable } from '@ui/ListTable';
import { LoadFailed } from '@ui/LoadFailed';
import { LoadStateLine } from '@ui/LoadStateLine';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { deletedSitesApi } from './api';
import { DeletedSitesStore } from './DeletedSitesStore';
import { DeletedSitesFilters } from './views/DeletedSitesFilters';
import { COLUMNS_FAILED, deletedSiteColumns, SPEC_COLUMNS } from './views/deletedSiteCells';

const fallbackColumns = deletedSiteColumns(SPEC_COLUMNS);

import type { DeletedSitesProps } from './props';

export type { DeletedSitesProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const deletedSitesStore = () => new DeletedSitesStore(deletedSitesApi());

/** I 2.7: deleted sites, filtered in the sidebar, sortable, 50 per page, state in the hash. */
// The calls go to the page path, which already carries any site prefix: no prop is read.
export const DeletedSitesScreen: (props: DeletedSitesProps & GivenStore<DeletedSitesStore>) => ReactNode = observer(function DeletedSitesScreen(props: DeletedSitesProps & GivenStore<DeletedSitesStore>) {
  const store = useScreenStore(props.store, () => deletedSitesStore());
  const columns = useMemo(() => deletedSiteColumns(store.columns.value), [store.columns.value]);
  return (
    <WithSidebar sidebar={<DeletedSitesFilters store={store} />}>
      {store.columns.state === 'ready' ? (
        <ListTable list={store.list} columns={columns} rowKey={(row) => row.site_id} caption="Удалённые сайты" empty={EMPTY_TEXT} />
      ) : store.columns.state === 'failed' ? (
        // The columns did not come (their toast said why): the list shows with I 3's five, and they can be asked again.
        <>
          <LoadFailed text={COLUMNS_FAILED} onRetry={() => void store.columns.load()} />
          <ListTable list={store.list} columns={fallbackColumns} rowKey={(row) => row.site_id} caption="Удалённые сайты" empty={EMPTY_TEXT} />
        </>
      ) : (
        <LoadStateLine list={store.list} />
      )}
    </WithSidebar>
  );
});
