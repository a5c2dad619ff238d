import { mountIsland } from '../src/shell/mountIsland';
import { DeletedSitesScreen, deletedSitesStore } from '../src/images/deleted-sites/DeletedSitesScreen';
import { deletedSitesProps } from '../src/images/deleted-sites/props';

mountIsland('deleted-sites', deletedSitesProps, (props, store) => <DeletedSitesScreen {...props} store={store} />, deletedSitesStore);
