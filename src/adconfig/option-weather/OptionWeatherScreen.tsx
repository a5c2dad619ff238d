import type { OptionEditorConfig } from '../../core/option';
import { OptionEditor } from '../../ui/option';
import type { OptionWeatherProps } from './props';
import { checkWeather } from './rules';
import { TEXT } from './texts';
import { decodeWeather, encodeWeather, type WeatherValue } from './value';
import { WeatherFields } from './views/WeatherFields';

export type { OptionWeatherProps };

export const weatherOption: OptionEditorConfig<WeatherValue> = { decode: decodeWeather, encode: encodeWeather, check: checkWeather };

/** Weather targeting (A 2, A 3, A 5): weather kinds plus temperature, humidity and pressure ranges. */
export function OptionWeatherScreen(props: OptionWeatherProps) {
  return (
    <OptionEditor props={props} config={weatherOption} title={TEXT.title}>
      {(store) => <WeatherFields store={store} weathers={props.weathers ?? []} />}
    </OptionEditor>
  );
}
