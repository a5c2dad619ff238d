import { mountIsland } from '../src/shell/mountIsland';
import { DomainVersionEditScreen } from '../src/adconfig/domain-version-edit/DomainVersionEditScreen';
import { domainVersionEditProps } from '../src/adconfig/domain-version-edit/props';

mountIsland('domain-version-edit', domainVersionEditProps, (props) => <DomainVersionEditScreen {...props} />);
