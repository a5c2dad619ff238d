import { mountIsland } from '../src/shell/mountIsland';
import { CreativesBulkEditScreen, creativesBulkEditStore } from '../src/adconfig/creatives-bulk-edit/CreativesBulkEditScreen';
import { creativesBulkEditProps } from '../src/adconfig/creatives-bulk-edit/props';

mountIsland('creatives-bulk-edit', creativesBulkEditProps, (props, store) => <CreativesBulkEditScreen {...props} store={store} />, creativesBulkEditStore);
