import type { RangeKey } from './value';

export const TEXT = {
  title: 'Погода',
  weather: 'Погодные условия',
  noWeathers: 'Погодные условия не переданы странице.',
  /** A 5: the weather editor's one message. */
  invalid: 'Поле некорректно заполнено',
} as const;

export const RANGE_TITLES: Record<RangeKey, string> = {
  temp: 'Температура, °C',
  humidity: 'Влажность, %',
  pressure: 'Давление, мм рт. ст.',
};
