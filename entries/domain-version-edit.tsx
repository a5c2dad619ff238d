import { mountIsland } from '../src/shell/mountIsland';
import { DomainVersionEditScreen, domainVersionEditStore } from '../src/adconfig/domain-version-edit/DomainVersionEditScreen';
import { domainVersionEditProps } from '../src/adconfig/domain-version-edit/props';

mountIsland('domain-version-edit', domainVersionEditProps, (props, store) => <DomainVersionEditScreen {...props} store={store} />, domainVersionEditStore);
