import { mountIsland } from '@shell/mountIsland';
import { SettingsNavigatorScreen, settingsNavigatorStore } from '@adconfig/settings-navigator/SettingsNavigatorScreen';
import { settingsNavigatorProps } from '@adconfig/settings-navigator/props';

mountIsland('settings-navigator', settingsNavigatorProps, (props, store) => <SettingsNavigatorScreen {...props} store={store} />, settingsNavigatorStore);
