import { mountIsland } from '../src/shell/mountIsland';
import { OptionScheduleScreen } from '../src/adconfig/option-schedule/OptionScheduleScreen';
import { optionScheduleProps } from '../src/adconfig/option-schedule/props';

mountIsland('option-schedule', optionScheduleProps, (props) => <OptionScheduleScreen {...props} />);
