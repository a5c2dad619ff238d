import { mountIsland } from '../src/shell/mountIsland';
import { settingCreateProps } from '../src/sales/setting-create/props';
import { SettingCreateScreen } from '../src/sales/setting-create/SettingCreateScreen';

mountIsland('setting-create', settingCreateProps, (props) => <SettingCreateScreen {...props} />);
