import { mountIsland } from '../src/shell/mountIsland';
import { SettingsNavigatorScreen, settingsNavigatorStore } from '../src/adconfig/settings-navigator/SettingsNavigatorScreen';
import { settingsNavigatorProps } from '../src/adconfig/settings-navigator/props';

mountIsland('settings-navigator', settingsNavigatorProps, (props, store) => <SettingsNavigatorScreen {...props} store={store} />, settingsNavigatorStore);
