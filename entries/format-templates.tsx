import { mountIsland } from '../src/shell/mountIsland';
import { formatTemplatesProps } from '../src/adconfig/format-templates/props';
import { FormatTemplatesScreen, formatTemplatesStore } from '../src/adconfig/format-templates/FormatTemplatesScreen';

mountIsland('format-templates', formatTemplatesProps, (props, store) => <FormatTemplatesScreen {...props} store={store} />, formatTemplatesStore);
