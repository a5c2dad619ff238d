import { mountIsland } from '@shell/mountIsland';
import { formatTemplatesProps } from '@adconfig/format-templates/props';
import { FormatTemplatesScreen, formatTemplatesStore } from '@adconfig/format-templates/FormatTemplatesScreen';

mountIsland('format-templates', formatTemplatesProps, (props, store) => <FormatTemplatesScreen {...props} store={store} />, formatTemplatesStore);
