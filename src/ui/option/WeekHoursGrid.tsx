import { observer } from 'mobx-react-lite';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

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
const sorted = (hours: Iterable<number>) => [...new Set(hours)].sort((a, b) => a - b);

export interface WeekHoursGridProps {
  caption: string;
  /** Observable: each row reads its own weekday, so a tick re-renders one row. */
  value: WeekHours;
  /** One weekday's hours changed. */
  onChange(day: number, hours: number[]): void;
}

interface Cell {
  row: number;
  col: number;
}

const HourHeaders = observer(function HourHeaders({ value, onChange }: Pick<WeekHoursGridProps, 'value' | 'onChange'>) {
  const full = (hour: number) => WEEKDAYS.every(({ day }) => (value[day] ?? []).includes(hour));
  const toggle = (hour: number) => {
    const on = !full(hour);
    for (const { day } of WEEKDAYS) onChange(day, sorted(on ? [...(value[day] ?? []), hour] : (value[day] ?? []).filter((h) => h !== hour)));
  };
  return (
    <tr>
      <td />
      {HOURS.map((hour) => (
        <th key={hour} scope="col" className="p-0">
          <button type="button" className="btn btn-link btn-sm p-0 text-decoration-none" aria-label={`Каждый день ${hourSpan(hour)}`} aria-pressed={full(hour)} onClick={() => toggle(hour)}>
            {two(hour)}
          </button>
        </th>
      ))}
    </tr>
  );
});

const WeekRow = observer(function WeekRow({ row, value, onChange, active, onFocus }: { row: number; active: number | null; onFocus(cell: Cell): void } & Pick<WeekHoursGridProps, 'value' | 'onChange'>) {
  const { day, short, name } = WEEKDAYS[row];
  const hours = value[day] ?? [];
  const full = hours.length === HOURS.length;
  return (
    <tr>
      <th scope="row" className="p-0">
        <button type="button" className="btn btn-link btn-sm py-0 px-1 text-decoration-none" aria-label={`${name} целиком`} aria-pressed={full} onClick={() => onChange(day, full ? [] : [...HOURS])}>
          {short}
        </button>
      </th>
      {HOURS.map((hour, col) => {
        const on = hours.includes(hour);
        return (
          <td key={hour} className={`p-0${on ? ' table-primary' : ''}`}>
            <input
              type="checkbox"
              className="form-check-input m-1"
              data-cell={`${row}-${col}`}
              aria-label={`${name}, ${hourSpan(hour)}`}
              tabIndex={active === col ? 0 : -1}
              checked={on}
              onFocus={() => onFocus({ row, col })}
              onChange={(event) => onChange(day, sorted(event.target.checked ? [...hours, hour] : hours.filter((h) => h !== hour)))}
            />
          </td>
        );
      })}
    </tr>
  );
});

const STEPS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * 7 weekdays × 24 hours (A 9) as a table of labelled checkboxes ('Понедельник, 10:00–11:00'). One cell
 * is in the tab order; arrows, Home and End move in the grid, Space ticks. A weekday's or an hour's
 * header button ticks the whole row or column (or clears it when it is full).
 */
export function WeekHoursGrid({ caption, value, onChange }: WeekHoursGridProps) {
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    let { row, col } = active;
    if (event.key in STEPS) {
      row = Math.min(WEEKDAYS.length - 1, Math.max(0, row + STEPS[event.key][0]));
      col = Math.min(HOURS.length - 1, Math.max(0, col + STEPS[event.key][1]));
    } else if (event.key === 'Home') col = 0;
    else if (event.key === 'End') col = HOURS.length - 1;
    else return;
    event.preventDefault();
    setActive({ row, col });
    table.current?.querySelector<HTMLInputElement>(`input[data-cell="${row}-${col}"]`)?.focus();
  };
  // Stable, so moving the focus re-renders only the rows it leaves and enters.
  const focus = useCallback((cell: Cell) => setActive((current) => (current.row === cell.row && current.col === cell.col ? current : cell)), []);

  return (
    <div className="table-responsive">
      <table ref={table} className="table table-sm table-bordered text-center align-middle week-hours mb-0" onKeyDown={move}>
        <caption className="caption-top">{caption}</caption>
        <thead>
          <HourHeaders value={value} onChange={onChange} />
        </thead>
        <tbody>
          {WEEKDAYS.map(({ day }, row) => (
            <WeekRow key={day} row={row} value={value} onChange={onChange} active={active.row === row ? active.col : null} onFocus={focus} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
