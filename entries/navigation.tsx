import { mountIsland } from '../src/core/mount';
import { NavigationScreen, type NavigationProps } from '../src/adconfig/navigation/NavigationScreen';
import { parseNavigationProps } from '../src/adconfig/navigation/props';

mountIsland<NavigationProps>('navigation', (props) => <NavigationScreen {...props} />, { parse: parseNavigationProps });
