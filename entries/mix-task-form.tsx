import { mountIsland } from '../src/shell/mountIsland';
import { MixTaskFormScreen } from '../src/adconfig/mix-task-form/MixTaskFormScreen';
import { mixTaskFormProps } from '../src/adconfig/mix-task-form/props';

mountIsland('mix-task-form', mixTaskFormProps, (props) => <MixTaskFormScreen {...props} />);
