import { observer } from 'mobx-react-lite';
import { useRef, useState, type KeyboardEvent } from 'react';

/** ISO weekdays 1 (Monday) … 7 (Sunday) → the hours 0…23 chosen on each. */
export type WeekHours = Record<number, number[]>;

export const WEEKDAYS = [
  { day: 1, short: 'Пн', name: 'Понедельник' },
  { day: 2, short: 'Вт', name: 'Вторник' },
  { day: 3, short: 'Ср', name: 'Среда' },
  { day: 4, short: 'Чт', name: 'Четверг' },
  { day: 5, short: 'Пт', name: 'Пятница' },
  { day: 6, short: 'Сб', name: 'Суббота' },
  { day: 7, short: 'Вс', name: 'Воскресенье' },
] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const two = (n: number) => String(n).padStart(2, '0');
/** '10:00–11:00', what one cell means. */
export const hourSpan = (hour: number) => `${two(hour)}:00–${two((hour + 1) % 24)}:00`;

export interface WeekHoursGridProps {
  caption: string;
  value: WeekHours;
  onChange(value: WeekHours): void;
}

const sorted = (hours: Iterable<number>) => [...new Set(hours)].sort((a, b) => a - b);

/**
 * 7 weekdays × 24 hours (A 9) as a table of labelled checkboxes ('Понедельник, 10:00–11:00'). One cell
 * is in the tab order; arrows, Home and End move in the grid, Space ticks. A weekday's or an hour's
 * header button ticks the whole row or column (or clears it when it is full).
 */
export const WeekHoursGrid = observer(function WeekHoursGrid({ caption, value, onChange }: WeekHoursGridProps) {
  const [active, setActive] = useState({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  const has = (day: number, hour: number) => (value[day] ?? []).includes(hour);
  const setCell = (day: number, hour: number, on: boolean) =>
    onChange({ ...value, [day]: sorted(on ? [...(value[day] ?? []), hour] : (value[day] ?? []).filter((h) => h !== hour)) });
  const dayFull = (day: number) => HOURS.every((hour) => has(day, hour));
  const toggleDay = (day: number) => onChange({ ...value, [day]: dayFull(day) ? [] : [...HOURS] });
  const hourFull = (hour: number) => WEEKDAYS.every(({ day }) => has(day, hour));
  const toggleHour = (hour: number) => {
    const on = !hourFull(hour);
    const next: WeekHours = { ...value };
    for (const { day } of WEEKDAYS) next[day] = sorted(on ? [...(value[day] ?? []), hour] : (value[day] ?? []).filter((h) => h !== hour));
    onChange(next);
  };

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    let { row, col } = active;
    if (event.key in steps) {
      row = Math.min(WEEKDAYS.length - 1, Math.max(0, row + steps[event.key][0]));
      col = Math.min(HOURS.length - 1, Math.max(0, col + steps[event.key][1]));
    } else if (event.key === 'Home') col = 0;
    else if (event.key === 'End') col = HOURS.length - 1;
    else return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    setActive({ row, col });
    table.current?.querySelector<HTMLInputElement>(`input[data-cell="${row}-${col}"]`)?.focus();
  };

  return (
    <div className="table-responsive">
      <table ref={table} className="table table-sm table-bordered text-center align-middle week-hours mb-0" onKeyDown={move}>
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <td />
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className="p-0">
                <button type="button" className="btn btn-link btn-sm p-0 text-decoration-none" aria-label={`Каждый день ${hourSpan(hour)}`} aria-pressed={hourFull(hour)} onClick={() => toggleHour(hour)}>
                  {two(hour)}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map(({ day, short, name }, row) => (
            <tr key={day}>
              <th scope="row" className="p-0">
                <button type="button" className="btn btn-link btn-sm py-0 px-1 text-decoration-none" aria-label={`${name} целиком`} aria-pressed={dayFull(day)} onClick={() => toggleDay(day)}>
                  {short}
                </button>
              </th>
              {HOURS.map((hour, col) => (
                <td key={hour} className={`p-0${has(day, hour) ? ' table-primary' : ''}`}>
                  <input
                    type="checkbox"
                    className="form-check-input m-1"
                    data-cell={`${row}-${col}`}
                    aria-label={`${name}, ${hourSpan(hour)}`}
                    tabIndex={active.row === row && active.col === col ? 0 : -1}
                    checked={has(day, hour)}
                    onFocus={() => setActive({ row, col })}
                    onChange={(event) => setCell(day, hour, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
