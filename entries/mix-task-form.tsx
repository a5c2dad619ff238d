import { mountIsland } from '../src/shell/mountIsland';
import { MixTaskFormScreen, mixTaskFormStore } from '../src/adconfig/mix-task-form/MixTaskFormScreen';
import { mixTaskFormProps } from '../src/adconfig/mix-task-form/props';

mountIsland('mix-task-form', mixTaskFormProps, (props, store) => <MixTaskFormScreen {...props} store={store} />, mixTaskFormStore);
