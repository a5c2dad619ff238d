import { d } from '@core/decode';
import type { WeekHours } from '@ui/option';
import { DEFAULT_TIMEZONE } from './texts';

/** A 3 schedule value: days of the month 1–31, hours 0–23 per ISO weekday 1–7, the timezone. */
export interface ScheduleValue {
  days: number[];
  hours: WeekHours;
  timezone: string;
}

const inRange = (min: number, max: number) => (raw: unknown) => {
  const n = d.int(raw);
  return n !== null && n >= min && n <= max ? n : null;
};
const set = (list: (number | null)[]) => [...new Set(list.filter((n): n is number => n !== null))].sort((a, b) => a - b);
const hoursOf = (raw: unknown) => set(d.list(inRange(0, 23))(raw));

/**
 * params.value → the editor's value. Hours arrive as {"1": [9, 10], …}; a list of seven lists (PHP's
 * json of a 0-based array) is read as Monday first. Out-of-range days and hours are left out.
 */
export function decodeSchedule(raw: unknown): ScheduleValue {
  const source = d.object(raw);
  const rawHours = source.hours;
  const hours: WeekHours = {};
  for (let day = 1; day <= 7; day += 1) {
    const list = Array.isArray(rawHours) ? rawHours[day - 1] : d.field(rawHours, String(day));
    hours[day] = hoursOf(list);
  }
  const timezone = d.text(source.timezone).trim();
  return { days: set(d.list(inRange(1, 31))(source.days)), hours, timezone: timezone || DEFAULT_TIMEZONE };
}
