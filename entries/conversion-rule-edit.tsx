import { mountIsland } from '@shell/mountIsland';
import { conversionRuleEditProps } from '@adconfig/conversion-rule-edit/props';
import { ConversionRuleScreen, conversionRuleEditStore } from '@adconfig/conversion-rule-edit/ConversionRuleScreen';

mountIsland('conversion-rule-edit', conversionRuleEditProps, (props, store) => <ConversionRuleScreen {...props} store={store} />, conversionRuleEditStore);
