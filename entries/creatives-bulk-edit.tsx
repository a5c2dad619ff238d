import { mountIsland } from '@shell/mountIsland';
import { CreativesBulkEditScreen, creativesBulkEditStore } from '@adconfig/creatives-bulk-edit/CreativesBulkEditScreen';
import { creativesBulkEditProps } from '@adconfig/creatives-bulk-edit/props';

mountIsland('creatives-bulk-edit', creativesBulkEditProps, (props, store) => <CreativesBulkEditScreen {...props} store={store} />, creativesBulkEditStore);
