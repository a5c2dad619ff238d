import { mountIsland } from '../src/core/mount';
import { parseSitesListFormProps, SitesListFormScreen, type SitesListFormProps } from '../src/adconfig/sites-list-form/SitesListFormScreen';

mountIsland<SitesListFormProps>('sites-list-form', (props) => <SitesListFormScreen {...props} />, { parse: parseSitesListFormProps });
