import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '@core/option';
import { unknownValueText } from '@core/unknownValue';
import { MinMaxFields } from '@ui/option';
import { RANGE_TITLES, TEXT } from '../texts';
import { RANGE_KEYS, type WeatherValue } from '../value';

interface Props {
  store: OptionEditorStore<WeatherValue>;
  weathers: { id: number; name: string }[];
}

/** The weather kinds as checkboxes, then temperature, humidity and pressure ranges (box at most 500 px wide, A 9). */
export const WeatherFields = observer(function WeatherFields({ store, weathers }: Props) {
  const chosen = new Set(store.value.weather);
  const toggle = (id: number) => store.set('weather', chosen.has(id) ? store.value.weather.filter((x) => x !== id) : [...store.value.weather, id]);
  return (
    <div style={{ maxWidth: 500 }}>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{TEXT.weather}</legend>
        {weathers.length === 0 && <p className="text-body-secondary">{TEXT.noWeathers}</p>}
        {weathers.map((weather) => (
          <div key={weather.id} className="form-check form-check-inline">
            <input id={`weather-${weather.id}`} className="form-check-input" type="checkbox" checked={chosen.has(weather.id)} onChange={() => toggle(weather.id)} />
            <label className="form-check-label text-break-anywhere" htmlFor={`weather-${weather.id}`}>
              {weather.name}
            </label>
          </div>
        ))}
        {/* A saved kind the page's list does not know: shown, so it can be seen and unticked (issue 43); sent as it came. */}
        {store.value.weather
          .filter((id) => !weathers.some((weather) => weather.id === id))
          .map((id) => (
            <div key={`unknown-${id}`} className="form-check form-check-inline">
              <input id={`weather-unknown-${id}`} className="form-check-input" type="checkbox" checked onChange={() => toggle(id)} />
              <label className="form-check-label text-break-anywhere" htmlFor={`weather-unknown-${id}`}>
                {unknownValueText(id)}
              </label>
            </div>
          ))}
      </fieldset>
      {RANGE_KEYS.map((range) => (
        <MinMaxFields
          key={range}
          legend={RANGE_TITLES[range]}
          min={store.value[`${range}_min`]}
          max={store.value[`${range}_max`]}
          onMin={(text) => store.set(`${range}_min`, text)}
          onMax={(text) => store.set(`${range}_max`, text)}
          minError={store.error(`${range}_min`)}
          maxError={store.error(`${range}_max`)}
        />
      ))}
    </div>
  );
});
