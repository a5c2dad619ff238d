import { mountIsland } from '@shell/mountIsland';
import { OptionScheduleScreen, optionScheduleStore } from '@adconfig/option-schedule/OptionScheduleScreen';
import { optionScheduleProps } from '@adconfig/option-schedule/props';

mountIsland('option-schedule', optionScheduleProps, (props, store) => <OptionScheduleScreen {...props} store={store} />, optionScheduleStore);
