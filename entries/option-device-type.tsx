import { mountIsland } from '@shell/mountIsland';
import { OptionDeviceTypeScreen, optionDeviceTypeStore } from '@adconfig/option-device-type/OptionDeviceTypeScreen';
import { optionDeviceTypeProps } from '@adconfig/option-device-type/props';

mountIsland('option-device-type', optionDeviceTypeProps, (props, store) => <OptionDeviceTypeScreen {...props} store={store} />, optionDeviceTypeStore);
