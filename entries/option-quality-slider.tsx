import { mountIsland } from '../src/shell/mountIsland';
import { OptionQualitySliderScreen, optionQualitySliderStore } from '../src/adconfig/option-quality-slider/OptionQualitySliderScreen';
import { optionQualitySliderProps } from '../src/adconfig/option-quality-slider/props';

mountIsland('option-quality-slider', optionQualitySliderProps, (props, store) => <OptionQualitySliderScreen {...props} store={store} />, optionQualitySliderStore);
