import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import type { OptionWeatherProps } from './props';
import { checkWeather } from './rules';
import { TEXT } from './texts';
import { decodeWeather, encodeWeather, type WeatherValue } from './value';
import { WeatherFields } from './views/WeatherFields';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionWeatherProps };

export const weatherOption: OptionEditorConfig<WeatherValue> = { decode: decodeWeather, encode: encodeWeather, check: checkWeather };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionWeatherStore = (props: OptionWeatherProps) => optionEditorStore(props, weatherOption);

/** Weather targeting (A 2, A 3, A 5): weather kinds plus temperature, humidity and pressure ranges. */
export function OptionWeatherScreen(props: OptionWeatherProps & GivenStore<ReturnType<typeof optionWeatherStore>>) {
  return (
    <OptionEditor props={props} config={weatherOption} store={props.store} title={TEXT.title}>
      {(store) => <WeatherFields store={store} weathers={props.weathers ?? []} />}
    </OptionEditor>
  );
}
