import { mountIsland } from '../src/core/mount';
import { SitesListsScreen, type SitesListsProps } from '../src/adconfig/sites-lists/SitesListsScreen';

mountIsland<SitesListsProps>('sites-lists', (props) => <SitesListsScreen {...props} />);
