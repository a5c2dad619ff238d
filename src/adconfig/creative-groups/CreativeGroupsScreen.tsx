import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ListTable } from '../../ui/ListTable';
import { WithSidebar } from '../../ui/Sidebar';
import { useStarted } from '../../ui/useStarted';
import { creativeGroupsApi } from '../shared/creativeGroups/api';
import { GROUP_TEXTS } from '../shared/creativeGroups/texts';
import { CreativeGroupsStore } from './CreativeGroupsStore';
import type { CreativeGroupsProps } from './props';
import { CampaignFilter } from './views/CampaignFilter';
import { GroupBar } from './views/GroupBar';
import { flightTable } from '../shared/creativeGroups/views/flightColumns';
import { GroupNameModal } from '../shared/creativeGroups/views/GroupNameModal';

export type { CreativeGroupsProps };

/** A 2 creative groups: a campaign's flights, chosen and put into a group; groups added and renamed. */
export const CreativeGroupsScreen = observer(function CreativeGroupsScreen({ urlPath }: CreativeGroupsProps) {
  const [api] = useState(() => creativeGroupsApi(urlPath));
  const [store] = useState(() => new CreativeGroupsStore(api));
  useStarted(store);
  return (
    <WithSidebar sidebar={<CampaignFilter store={store} />}>
      <GroupBar store={store} editUrl={api.editUrl} />
      <ListTable
        list={store.list}
        {...flightTable}
        empty={store.campaignId === null ? GROUP_TEXTS.chooseCampaign : GROUP_TEXTS.noFlights}
        selection={store.selection}
        paged={false}
      />
      <GroupNameModal editor={store.names} onSubmit={() => void store.saveName()} />
    </WithSidebar>
  );
});
