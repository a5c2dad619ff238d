import { mountIsland } from '../src/shell/mountIsland';
import { SitesListFormScreen } from '../src/adconfig/sites-list-form/SitesListFormScreen';
import { sitesListFormProps } from '../src/adconfig/sites-list-form/props';

mountIsland('sites-list-form', sitesListFormProps, (props) => <SitesListFormScreen {...props} />);
