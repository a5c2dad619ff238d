import { mountIsland } from '@shell/mountIsland';
import { settingEditProps } from '@sales/setting-edit/props';
import { SettingEditScreen, settingEditStore } from '@sales/setting-edit/SettingEditScreen';

mountIsland('setting-edit', settingEditProps, (props, store) => <SettingEditScreen {...props} store={store} />, settingEditStore);
