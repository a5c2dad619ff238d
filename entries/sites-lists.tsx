import { mountIsland } from '../src/shell/mountIsland';
import { SitesListsScreen, sitesListsStore } from '../src/adconfig/sites-lists/SitesListsScreen';
import { sitesListsProps } from '../src/adconfig/sites-lists/props';

mountIsland('sites-lists', sitesListsProps, (props, store) => <SitesListsScreen {...props} store={store} />, sitesListsStore);
