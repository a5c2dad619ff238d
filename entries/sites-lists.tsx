import { mountIsland } from '@shell/mountIsland';
import { SitesListsScreen, sitesListsStore } from '@adconfig/sites-lists/SitesListsScreen';
import { sitesListsProps } from '@adconfig/sites-lists/props';

mountIsland('sites-lists', sitesListsProps, (props, store) => <SitesListsScreen {...props} store={store} />, sitesListsStore);
