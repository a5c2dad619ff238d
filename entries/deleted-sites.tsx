import { mountIsland } from '@shell/mountIsland';
import { DeletedSitesScreen, deletedSitesStore } from '@images/deleted-sites/DeletedSitesScreen';
import { deletedSitesProps } from '@images/deleted-sites/props';

mountIsland('deleted-sites', deletedSitesProps, (props, store) => <DeletedSitesScreen {...props} store={store} />, deletedSitesStore);
