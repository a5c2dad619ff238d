import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ReactNode } from 'react';
import { EMPTY_TEXT } from '../../ui/DataTable';
import { ListTable } from '../../ui/ListTable';
import { WithSidebar } from '../../ui/Sidebar';
import { moderationUsersApi } from './api';
import { ModerationUsersStore } from './ModerationUsersStore';
import type { ModerationUsersProps } from './props';
import { TEXT } from './texts';
import { ModerationUsersFilters } from './views/ModerationUsersFilters';
import { userColumns } from './views/userColumns';
import { useStarted } from '../../ui/useStarted';

export type { ModerationUsersProps };

/** I 2.5: moderation statistics by user; each user links to /statistics/inimage/moderation/user/{user_id}/images. */
export const ModerationUsersScreen: (props: ModerationUsersProps) => ReactNode = observer(function ModerationUsersScreen({ urlPath = '' }: ModerationUsersProps) {
  const [store] = useState(() => new ModerationUsersStore(moderationUsersApi()));
  useStarted(store);
  const columns = useMemo(() => userColumns(urlPath), [urlPath]);
  return (
    <WithSidebar sidebar={<ModerationUsersFilters store={store} />}>
      <ListTable list={store.list} columns={columns} rowKey={(row) => row.user_id} caption={TEXT.caption} empty={EMPTY_TEXT} />
    </WithSidebar>
  );
});
