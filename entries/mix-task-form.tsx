import { mountIsland } from '@shell/mountIsland';
import { MixTaskFormScreen, mixTaskFormStore } from '@adconfig/mix-task-form/MixTaskFormScreen';
import { mixTaskFormProps } from '@adconfig/mix-task-form/props';

mountIsland('mix-task-form', mixTaskFormProps, (props, store) => <MixTaskFormScreen {...props} store={store} />, mixTaskFormStore);
