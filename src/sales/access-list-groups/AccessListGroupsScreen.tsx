import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { ListTable } from '../../ui/ListTable';
import { useStarted } from '../../ui/useStarted';
import { AccessListGroupsStore } from './AccessListGroupsStore';
import { accessListGroupsApi } from './api';
import type { AccessListGroupsProps } from './props';
import { TEXTS } from './texts';
import { AddListModal } from './views/AddListModal';
import { groupColumns } from './views/groupColumns';

export type { AccessListGroupsProps };

/** S 2 access-list groups: each group with its filter lists; a list added from the white and black lists, or removed (confirmed). */
export const AccessListGroupsScreen = observer(function AccessListGroupsScreen({ urlPath }: AccessListGroupsProps) {
  const [store] = useState(() => new AccessListGroupsStore(accessListGroupsApi(urlPath)));
  useStarted(store);
  const columns = useMemo(() => groupColumns(store), [store]);
  return (
    <div>
      <ListTable list={store.table.list} columns={columns} rowKey={(row) => row.id} caption={TEXTS.title} empty={TEXTS.empty} paged={false} />
      <AddListModal store={store.adding} />
    </div>
  );
});
