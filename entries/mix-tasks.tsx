import { mountIsland } from '@shell/mountIsland';
import { MixTasksScreen, mixTasksStore } from '@adconfig/mix-tasks/MixTasksScreen';
import { mixTasksProps } from '@adconfig/mix-tasks/props';

mountIsland('mix-tasks', mixTasksProps, (props, store) => <MixTasksScreen {...props} store={store} />, mixTasksStore);
