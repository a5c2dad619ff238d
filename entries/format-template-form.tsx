import { mountIsland } from '../src/shell/mountIsland';
import { formatTemplateFormProps } from '../src/adconfig/format-template-form/props';
import { FormatTemplateFormScreen, formatTemplateFormStore } from '../src/adconfig/format-template-form/FormatTemplateFormScreen';

mountIsland('format-template-form', formatTemplateFormProps, (props, store) => <FormatTemplateFormScreen {...props} store={store} />, formatTemplateFormStore);
