import { mountIsland } from '../src/shell/mountIsland';
import { creativeStatEventsProps } from '../src/sales/creative-stat-events/props';
import { CreativeStatEventsScreen, creativeStatEventsStore } from '../src/sales/creative-stat-events/CreativeStatEventsScreen';

mountIsland('creative-stat-events', creativeStatEventsProps, (props, store) => <CreativeStatEventsScreen {...props} store={store} />, creativeStatEventsStore);
