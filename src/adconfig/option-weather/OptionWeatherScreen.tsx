import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import type { OptionWeatherProps } from './props';
import { checkWeather } from './rules';
import { TEXT } from './texts';
import { decodeWeather, encodeWeather, type WeatherValue } from './value';
import { WeatherFields } from './views/WeatherFields';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { OptionWeatherProps };

/** The value's other keys go back as they came (issue 41). */
export const weatherOption: OptionEditorConfig<WeatherValue> = {
  decode: decodeWeather,
  encode: encodeWeather,
  check: checkWeather,
  ownKeys: ['weather', 'temp_min', 'temp_max', 'humidity_min', 'humidity_max', 'pressure_min', 'pressure_max'],
};

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionWeatherStore = (props: OptionWeatherProps) => optionEditorStore(props, weatherOption);

/** Weather targeting (A 2, A 3, A 5): weather kinds plus temperature, humidity and pressure ranges. */
export function OptionWeatherScreen(props: OptionWeatherProps & GivenStore<ReturnType<typeof optionWeatherStore>>) {
  const store = useScreenStore(props.store, () => optionWeatherStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title}>
      {(store) => <WeatherFields store={store} weathers={props.weathers ?? []} />}
    </OptionEditor>
  );
}
