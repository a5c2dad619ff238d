import { mountIsland } from '../src/shell/mountIsland';
import { OptionWeatherScreen, optionWeatherStore } from '../src/adconfig/option-weather/OptionWeatherScreen';
import { optionWeatherProps } from '../src/adconfig/option-weather/props';

mountIsland('option-weather', optionWeatherProps, (props, store) => <OptionWeatherScreen {...props} store={store} />, optionWeatherStore);
