import { d } from '@core/decode';
import { numberOrNull, textOfNumber } from '@core/option';

/** A 3 weather value: the weather ids and three from–to ranges; bounds kept as typed while editing. */
export interface WeatherValue {
  weather: number[];
  temp_min: string;
  temp_max: string;
  humidity_min: string;
  humidity_max: string;
  pressure_min: string;
  pressure_max: string;
}

export const RANGE_KEYS = ['temp', 'humidity', 'pressure'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
export type BoundKey = `${RangeKey}_${'min' | 'max'}`;

const shape = d.record({
  weather: d.list(d.int),
  temp_min: textOfNumber,
  temp_max: textOfNumber,
  humidity_min: textOfNumber,
  humidity_max: textOfNumber,
  pressure_min: textOfNumber,
  pressure_max: textOfNumber,
});

/** params.value → the editor's value; ids that are no whole numbers are left out, repeated ones once. */
export function decodeWeather(raw: unknown): WeatherValue {
  const value = shape(raw);
  return { ...value, weather: [...new Set(value.weather.filter((id): id is number => id !== null))] };
}

/** A 5: non-numbers become null. */
export function encodeWeather(value: WeatherValue) {
  const bound = (key: BoundKey) => numberOrNull(value[key]);
  return {
    weather: value.weather,
    temp_min: bound('temp_min'),
    temp_max: bound('temp_max'),
    humidity_min: bound('humidity_min'),
    humidity_max: bound('humidity_max'),
    pressure_min: bound('pressure_min'),
    pressure_max: bound('pressure_max'),
  };
}
