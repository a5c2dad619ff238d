import { mountIsland } from '@shell/mountIsland';
import { eventLogImportProps } from '@adconfig/event-log-import/props';
import { EventLogImportScreen } from '@adconfig/event-log-import/EventLogImportScreen';

mountIsland('event-log-import', eventLogImportProps, (props) => <EventLogImportScreen {...props} />);
