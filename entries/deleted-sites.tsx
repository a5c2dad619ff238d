import { mountIsland } from '../src/core/mount';
import { DeletedSitesScreen, type DeletedSitesProps } from '../src/images/deleted-sites/DeletedSitesScreen';

mountIsland<DeletedSitesProps>('deleted-sites', (props) => <DeletedSitesScreen {...props} />);
