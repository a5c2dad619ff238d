import { mountIsland } from '../src/shell/mountIsland';
import { settingEditProps } from '../src/sales/setting-edit/props';
import { SettingEditScreen, settingEditStore } from '../src/sales/setting-edit/SettingEditScreen';

mountIsland('setting-edit', settingEditProps, (props, store) => <SettingEditScreen {...props} store={store} />, settingEditStore);
