import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ListTable } from '@ui/ListTable';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativeGroupsApi } from '@adconfig/shared/creativeGroups/api';
import { GROUP_TEXTS } from '@adconfig/shared/creativeGroups/texts';
import { CreativeGroupsStore } from './CreativeGroupsStore';
import type { CreativeGroupsProps } from './props';
import { CampaignFilter } from './views/CampaignFilter';
import { GroupBar } from './views/GroupBar';
import { flightTable } from '@adconfig/shared/creativeGroups/views/flightColumns';
import { GroupNameModal } from '@adconfig/shared/creativeGroups/views/GroupNameModal';

export type { CreativeGroupsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativeGroupsStore = ({ urlPath }: CreativeGroupsProps) => new CreativeGroupsStore(creativeGroupsApi(urlPath));

/** A 2 creative groups: a campaign's flights, chosen and put into a group; groups added and renamed. */
export const CreativeGroupsScreen = observer(function CreativeGroupsScreen(props: CreativeGroupsProps & GivenStore<CreativeGroupsStore>) {
  const { urlPath } = props;
  const [api] = useState(() => creativeGroupsApi(urlPath));
  const store = useScreenStore(props.store, () => creativeGroupsStore(props));
  return (
    <WithSidebar sidebar={<CampaignFilter store={store} />}>
      <GroupBar store={store} editUrl={api.editUrl} />
      <ListTable
        list={store.list}
        {...flightTable}
        empty={store.campaignId === null ? GROUP_TEXTS.chooseCampaign : store.campaignUnknown ? GROUP_TEXTS.badCampaign : GROUP_TEXTS.noFlights}
        selection={store.selection}
        paged={false}
      />
      <GroupNameModal editor={store.names} onSubmit={() => void store.saveName()} />
    </WithSidebar>
  );
});
