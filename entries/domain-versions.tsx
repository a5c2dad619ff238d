import { mountIsland } from '../src/shell/mountIsland';
import { domainVersionsProps } from '../src/adconfig/domain-versions/props';
import { DomainVersionsScreen, domainVersionsStore } from '../src/adconfig/domain-versions/DomainVersionsScreen';

mountIsland('domain-versions', domainVersionsProps, (props, store) => <DomainVersionsScreen {...props} store={store} />, domainVersionsStore);
