import { mountIsland } from '@shell/mountIsland';
import { DomainVersionEditScreen, domainVersionEditStore } from '@adconfig/domain-version-edit/DomainVersionEditScreen';
import { domainVersionEditProps } from '@adconfig/domain-version-edit/props';

mountIsland('domain-version-edit', domainVersionEditProps, (props, store) => <DomainVersionEditScreen {...props} store={store} />, domainVersionEditStore);
