import { mountIsland } from '../src/shell/mountIsland';
import { eventLogImportProps } from '../src/adconfig/event-log-import/props';
import { EventLogImportScreen } from '../src/adconfig/event-log-import/EventLogImportScreen';

mountIsland('event-log-import', eventLogImportProps, (props) => <EventLogImportScreen {...props} />);
