import { mountIsland } from '@shell/mountIsland';
import { creativeStatEventsProps } from '@sales/creative-stat-events/props';
import { CreativeStatEventsScreen, creativeStatEventsStore } from '@sales/creative-stat-events/CreativeStatEventsScreen';

mountIsland('creative-stat-events', creativeStatEventsProps, (props, store) => <CreativeStatEventsScreen {...props} store={store} />, creativeStatEventsStore);
