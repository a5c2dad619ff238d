import { mountIsland } from '../src/shell/mountIsland';
import { OptionDeviceTypeScreen } from '../src/adconfig/option-device-type/OptionDeviceTypeScreen';
import { optionDeviceTypeProps } from '../src/adconfig/option-device-type/props';

mountIsland('option-device-type', optionDeviceTypeProps, (props) => <OptionDeviceTypeScreen {...props} />);
