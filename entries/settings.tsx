import { mountIsland } from '../src/shell/mountIsland';
import { SettingsScreen, settingsStore } from '../src/sales/settings/SettingsScreen';
import { settingsProps } from '../src/sales/settings/props';

mountIsland('settings', settingsProps, (props, store) => <SettingsScreen {...props} store={store} />, settingsStore);
