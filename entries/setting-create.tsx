import { mountIsland } from '@shell/mountIsland';
import { settingCreateProps } from '@sales/setting-create/props';
import { SettingCreateScreen, settingCreateStore } from '@sales/setting-create/SettingCreateScreen';

mountIsland('setting-create', settingCreateProps, (props, store) => <SettingCreateScreen {...props} store={store} />, settingCreateStore);
