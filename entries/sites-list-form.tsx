import { mountIsland } from '@shell/mountIsland';
import { SitesListFormScreen, sitesListFormStore } from '@adconfig/sites-list-form/SitesListFormScreen';
import { sitesListFormProps } from '@adconfig/sites-list-form/props';

mountIsland('sites-list-form', sitesListFormProps, (props, store) => <SitesListFormScreen {...props} store={store} />, sitesListFormStore);
