import { mountIsland } from '../src/shell/mountIsland';
import { CreativesBulkEditScreen } from '../src/adconfig/creatives-bulk-edit/CreativesBulkEditScreen';
import { creativesBulkEditProps } from '../src/adconfig/creatives-bulk-edit/props';

mountIsland('creatives-bulk-edit', creativesBulkEditProps, (props) => <CreativesBulkEditScreen {...props} />);
