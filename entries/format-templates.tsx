import { mountIsland } from '../src/shell/mountIsland';
import { formatTemplatesProps } from '../src/adconfig/format-templates/props';
import { FormatTemplatesScreen } from '../src/adconfig/format-templates/FormatTemplatesScreen';

mountIsland('format-templates', formatTemplatesProps, (props) => <FormatTemplatesScreen {...props} />);
