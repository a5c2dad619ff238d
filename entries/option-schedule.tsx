import { mountIsland } from '../src/shell/mountIsland';
import { OptionScheduleScreen, optionScheduleStore } from '../src/adconfig/option-schedule/OptionScheduleScreen';
import { optionScheduleProps } from '../src/adconfig/option-schedule/props';

mountIsland('option-schedule', optionScheduleProps, (props, store) => <OptionScheduleScreen {...props} store={store} />, optionScheduleStore);
