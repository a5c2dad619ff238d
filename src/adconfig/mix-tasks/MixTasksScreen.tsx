import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { EMPTY_TEXT } from '../../ui/DataTable';
import { ListTable } from '../../ui/ListTable';
import { WithSidebar } from '../../ui/Sidebar';
import { mixTasksApi } from './api';
import { MixTasksStore } from './MixTasksStore';
import type { MixTasksProps } from './props';
import { MixTasksFilters } from './views/MixTasksFilters';
import { mixTaskColumns } from './views/mixTaskColumns';
import { useStarted } from '../../ui/useStarted';

export type { MixTasksProps };

/** A 2 Mix tasks: the list at {route} (the page path), its sidebar and columns from the answer, paged in the hash. */
export const MixTasksScreen = observer(function MixTasksScreen(_props: MixTasksProps) {
  const [store] = useState(() => new MixTasksStore(mixTasksApi()));
  useStarted(store);
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
