import { mountIsland } from '../src/shell/mountIsland';
import { SettingsScreen } from '../src/sales/settings/SettingsScreen';
import { settingsProps } from '../src/sales/settings/props';

mountIsland('settings', settingsProps, (props) => <SettingsScreen {...props} />);
