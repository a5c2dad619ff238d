import { mountIsland } from '@shell/mountIsland';
import { formatTemplateFormProps } from '@adconfig/format-template-form/props';
import { FormatTemplateFormScreen, formatTemplateFormStore } from '@adconfig/format-template-form/FormatTemplateFormScreen';

mountIsland('format-template-form', formatTemplateFormProps, (props, store) => <FormatTemplateFormScreen {...props} store={store} />, formatTemplateFormStore);
