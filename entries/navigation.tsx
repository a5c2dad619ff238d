import { mountIsland } from '../src/shell/mountIsland';
import { NavigationScreen, navigationStore } from '../src/adconfig/navigation/NavigationScreen';
import { navigationProps } from '../src/adconfig/navigation/props';

mountIsland('navigation', navigationProps, (props, store) => <NavigationScreen {...props} store={store} />, navigationStore);
