import { mountIsland } from '@shell/mountIsland';
import { OptionWeatherScreen, optionWeatherStore } from '@adconfig/option-weather/OptionWeatherScreen';
import { optionWeatherProps } from '@adconfig/option-weather/props';

mountIsland('option-weather', optionWeatherProps, (props, store) => <OptionWeatherScreen {...props} store={store} />, optionWeatherStore);
