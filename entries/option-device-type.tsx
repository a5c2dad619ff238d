import { mountIsland } from '../src/shell/mountIsland';
import { OptionDeviceTypeScreen, optionDeviceTypeStore } from '../src/adconfig/option-device-type/OptionDeviceTypeScreen';
import { optionDeviceTypeProps } from '../src/adconfig/option-device-type/props';

mountIsland('option-device-type', optionDeviceTypeProps, (props, store) => <OptionDeviceTypeScreen {...props} store={store} />, optionDeviceTypeStore);
