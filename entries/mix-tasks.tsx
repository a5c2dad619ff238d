import { mountIsland } from '../src/shell/mountIsland';
import { MixTasksScreen } from '../src/adconfig/mix-tasks/MixTasksScreen';
import { mixTasksProps } from '../src/adconfig/mix-tasks/props';

mountIsland('mix-tasks', mixTasksProps, (props) => <MixTasksScreen {...props} />);
