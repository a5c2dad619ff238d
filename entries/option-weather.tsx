import { mountIsland } from '../src/shell/mountIsland';
import { OptionWeatherScreen } from '../src/adconfig/option-weather/OptionWeatherScreen';
import { optionWeatherProps } from '../src/adconfig/option-weather/props';

mountIsland('option-weather', optionWeatherProps, (props) => <OptionWeatherScreen {...props} />);
