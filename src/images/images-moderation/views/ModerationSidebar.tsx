import { observer } from 'mobx-react-lite';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { ImagesModerationStore, SidebarTab } from '../ImagesModerationStore';
import { TEXT } from '../texts';
import { BulkTags } from './BulkTags';
import { ModerationFilters } from './ModerationFilters';

/** I 2.1: the sidebar's two tabs, Filters and the tags of the checked images. */
export const ModerationSidebar = observer(function ModerationSidebar({ store }: { store: ImagesModerationStore }) {
  return (
    <Tabs id="images-moderation-sidebar" activeKey={store.tab} onSelect={(key) => key && store.setTab(key as SidebarTab)} className="mb-2" mountOnEnter>
      <Tab eventKey="filters" title={TEXT.filtersTab}>
        <ModerationFilters store={store} />
      </Tab>
      <Tab eventKey="bulk" title={`${TEXT.bulkTab} (${store.grid.selection.size})`}>
        <BulkTags store={store} />
      </Tab>
    </Tabs>
  );
});
