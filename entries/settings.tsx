import { mountIsland } from '@shell/mountIsland';
import { SettingsScreen, settingsStore } from '@sales/settings/SettingsScreen';
import { settingsProps } from '@sales/settings/props';

mountIsland('settings', settingsProps, (props, store) => <SettingsScreen {...props} store={store} />, settingsStore);
