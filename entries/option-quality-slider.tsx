import { mountIsland } from '@shell/mountIsland';
import { OptionQualitySliderScreen, optionQualitySliderStore } from '@adconfig/option-quality-slider/OptionQualitySliderScreen';
import { optionQualitySliderProps } from '@adconfig/option-quality-slider/props';

mountIsland('option-quality-slider', optionQualitySliderProps, (props, store) => <OptionQualitySliderScreen {...props} store={store} />, optionQualitySliderStore);
