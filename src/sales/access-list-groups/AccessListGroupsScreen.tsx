import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { ListTable } from '@ui/ListTable';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { AccessListGroupsStore } from './AccessListGroupsStore';
import { accessListGroupsApi } from './api';
import type { AccessListGroupsProps } from './props';
import { TEXTS } from './texts';
import { AddListModal } from './views/AddListModal';
import { groupColumns } from './views/groupColumns';
import { ListModal } from './views/ListModal';

export type { AccessListGroupsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const accessListGroupsStore = ({ urlPath, groups }: AccessListGroupsProps) => new AccessListGroupsStore(accessListGroupsApi(urlPath, groups));

/** S 2 access-list groups: each group with its filter lists; a list opened, added from the white and black lists, or removed (confirmed). */
export const AccessListGroupsScreen = observer(function AccessListGroupsScreen(props: AccessListGroupsProps & GivenStore<AccessListGroupsStore>) {
  const store = useScreenStore(props.store, () => accessListGroupsStore(props));
  const columns = useMemo(() => groupColumns(store), [store]);
  return (
    <div>
      <ListTable list={store.table.list} columns={columns} rowKey={(row) => row.id} caption={TEXTS.title} empty={TEXTS.empty} paged={false} />
      <AddListModal store={store.adding} />
      <ListModal store={store.opened} />
    </div>
  );
});
