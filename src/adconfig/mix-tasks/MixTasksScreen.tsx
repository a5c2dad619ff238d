import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { EMPTY_TEXT } from '@ui/DataTable';
import { ListTable } from '@ui/ListTable';
import { WithSidebar } from '@ui/Sidebar';
import { mixTasksApi } from './api';
import { MixTasksStore } from './MixTasksStore';
import type { MixTasksProps } from './props';
import { MixTasksFilters } from './views/MixTasksFilters';
import { mixTaskColumns } from './views/mixTaskColumns';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { MixTasksProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const mixTasksStore = () => new MixTasksStore(mixTasksApi());

/** A 2 Mix tasks: the list at {route} (the page path), its sidebar and columns from the answer, paged in the hash. */
export const MixTasksScreen = observer(function MixTasksScreen(props: MixTasksProps & GivenStore<MixTasksStore>) {
  const store = useScreenStore(props.store, () => mixTasksStore());
  const { api } = store;
  const columns = useMemo(() => mixTaskColumns(store.columnSpecs, api.editUrl), [store.columnSpecs, api]);
  return (
    <WithSidebar sidebar={<MixTasksFilters store={store} />}>
      <div className="d-flex justify-content-end mb-2">
        <a className="btn btn-primary" href={api.createUrl}>
          Добавить
        </a>
      </div>
      <ListTable list={store.list} columns={columns} rowKey={(row) => row.id} caption="Задачи миксования" empty={EMPTY_TEXT} />
    </WithSidebar>
  );
});
