import { mountIsland } from '../src/shell/mountIsland';
import { NavigationScreen } from '../src/adconfig/navigation/NavigationScreen';
import { navigationProps } from '../src/adconfig/navigation/props';

mountIsland('navigation', navigationProps, (props) => <NavigationScreen {...props} />);
