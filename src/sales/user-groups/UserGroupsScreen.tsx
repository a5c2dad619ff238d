import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { AddBar } from '@ui/AddBar';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { userGroupsApi, type UserGroup } from './api';
import type { UserGroupsProps } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { UserGroupsStore } from './UserGroupsStore';
import { groupColumns } from './views/groupColumns';
import { GroupFields } from './views/GroupFields';
import { MembersModal } from './views/MembersModal';

export type { UserGroupsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const userGroupsStore = ({ urlPath, projects, roles, statuses }: UserGroupsProps) => new UserGroupsStore(userGroupsApi(urlPath), { projects, roles, statuses });

/** S 2 user groups: the list with add, edit and delete (confirmed), and each group's members modal. */
export const UserGroupsScreen = observer(function UserGroupsScreen(props: UserGroupsProps & GivenStore<UserGroupsStore>) {
  const store = useScreenStore(props.store, () => userGroupsStore(props));
  const columns = useMemo(() => groupColumns(store), [store]);
  const membersButton = (row: UserGroup, busy: boolean) => (
    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => store.members.open(row)} disabled={busy} aria-label={ROW_LABELS.members(row)}>
      {TEXTS.members}
    </button>
  );
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={store.add} />
      <CrudTable store={store.table} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={store.editor.openEdit} empty={TEXTS.empty} paged={false} rowActions={membersButton} />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }}>
        <GroupFields store={store} />
      </CrudFormModal>
      <MembersModal store={store.members} names={store} />
    </div>
  );
});
