import { mountIsland } from '../src/shell/mountIsland';
import { creativeStatEventsProps } from '../src/sales/creative-stat-events/props';
import { CreativeStatEventsScreen } from '../src/sales/creative-stat-events/CreativeStatEventsScreen';

mountIsland('creative-stat-events', creativeStatEventsProps, (props) => <CreativeStatEventsScreen {...props} />);
