import { mountIsland } from '../src/shell/mountIsland';
import { settingCreateProps } from '../src/sales/setting-create/props';
import { SettingCreateScreen, settingCreateStore } from '../src/sales/setting-create/SettingCreateScreen';

mountIsland('setting-create', settingCreateProps, (props, store) => <SettingCreateScreen {...props} store={store} />, settingCreateStore);
