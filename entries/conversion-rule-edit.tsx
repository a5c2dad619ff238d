import { mountIsland } from '../src/shell/mountIsland';
import { conversionRuleEditProps } from '../src/adconfig/conversion-rule-edit/props';
import { ConversionRuleScreen, conversionRuleEditStore } from '../src/adconfig/conversion-rule-edit/ConversionRuleScreen';

mountIsland('conversion-rule-edit', conversionRuleEditProps, (props, store) => <ConversionRuleScreen {...props} store={store} />, conversionRuleEditStore);
