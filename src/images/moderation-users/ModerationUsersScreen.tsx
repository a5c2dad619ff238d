import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { EMPTY_TEXT } from '@ui/DataTable';
import { ListTable } from '@ui/ListTable';
import { WithSidebar } from '@ui/Sidebar';
import { moderationUsersApi } from './api';
import { ModerationUsersStore } from './ModerationUsersStore';
import type { ModerationUsersProps } from './props';
import { TEXT } from './texts';
import { ModerationUsersFilters } from './views/ModerationUsersFilters';
import { userColumns } from './views/userColumns';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { ModerationUsersProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const moderationUsersStore = () => new ModerationUsersStore(moderationUsersApi());

/** I 2.5: moderation statistics by user; each user links to /statistics/inimage/moderation/user/{user_id}/images. */
export const ModerationUsersScreen: (props: ModerationUsersProps & GivenStore<ModerationUsersStore>) => ReactNode = observer(function ModerationUsersScreen(props: ModerationUsersProps & GivenStore<ModerationUsersStore>) {
  const { urlPath = '' } = props;
  const store = useScreenStore(props.store, () => moderationUsersStore());
  const columns = useMemo(() => userColumns(urlPath), [urlPath]);
  return (
    <WithSidebar sidebar={<ModerationUsersFilters store={store} />}>
      <ListTable list={store.list} columns={columns} rowKey={(row) => row.user_id} caption={TEXT.caption} empty={EMPTY_TEXT} />
    </WithSidebar>
  );
});
