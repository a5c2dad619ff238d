import { mountIsland } from '@shell/mountIsland';
import { domainVersionsProps } from '@adconfig/domain-versions/props';
import { DomainVersionsScreen, domainVersionsStore } from '@adconfig/domain-versions/DomainVersionsScreen';

mountIsland('domain-versions', domainVersionsProps, (props, store) => <DomainVersionsScreen {...props} store={store} />, domainVersionsStore);
