import { mountIsland } from '../src/shell/mountIsland';
import { SettingsNavigatorScreen } from '../src/adconfig/settings-navigator/SettingsNavigatorScreen';
import { settingsNavigatorProps } from '../src/adconfig/settings-navigator/props';

mountIsland('settings-navigator', settingsNavigatorProps, (props) => <SettingsNavigatorScreen {...props} />);
