import { mountIsland } from '../src/shell/mountIsland';
import { SitesListsScreen } from '../src/adconfig/sites-lists/SitesListsScreen';
import { sitesListsProps } from '../src/adconfig/sites-lists/props';

mountIsland('sites-lists', sitesListsProps, (props) => <SitesListsScreen {...props} />);
