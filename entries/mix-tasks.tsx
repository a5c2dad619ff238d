import { mountIsland } from '../src/shell/mountIsland';
import { MixTasksScreen, mixTasksStore } from '../src/adconfig/mix-tasks/MixTasksScreen';
import { mixTasksProps } from '../src/adconfig/mix-tasks/props';

mountIsland('mix-tasks', mixTasksProps, (props, store) => <MixTasksScreen {...props} store={store} />, mixTasksStore);
