import { mountIsland } from '../src/shell/mountIsland';
import { OptionQualitySliderScreen } from '../src/adconfig/option-quality-slider/OptionQualitySliderScreen';
import { optionQualitySliderProps } from '../src/adconfig/option-quality-slider/props';

mountIsland('option-quality-slider', optionQualitySliderProps, (props) => <OptionQualitySliderScreen {...props} />);
