import { mountIsland } from '@shell/mountIsland';
import { NavigationScreen, navigationStore } from '@adconfig/navigation/NavigationScreen';
import { navigationProps } from '@adconfig/navigation/props';

mountIsland('navigation', navigationProps, (props, store) => <NavigationScreen {...props} store={store} />, navigationStore);
