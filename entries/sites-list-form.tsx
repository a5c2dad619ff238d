import { mountIsland } from '../src/shell/mountIsland';
import { SitesListFormScreen, sitesListFormStore } from '../src/adconfig/sites-list-form/SitesListFormScreen';
import { sitesListFormProps } from '../src/adconfig/sites-list-form/props';

mountIsland('sites-list-form', sitesListFormProps, (props, store) => <SitesListFormScreen {...props} store={store} />, sitesListFormStore);
