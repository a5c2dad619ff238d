import { observer } from 'mobx-react-lite';
import { TEXT } from '../texts';

const WEEKS = [0, 1, 2, 3, 4].map((week) => Array.from({ length: 7 }, (_, i) => week * 7 + i + 1).filter((day) => day <= 31));

/** A 9: the 31 days of the month in rows of 7, each a toggle button ('5 число'). */
export const MonthDays = observer(function MonthDays({ days, onChange }: { days: number[]; onChange(days: number[]): void }) {
  const chosen = new Set(days);
  const toggle = (day: number) => onChange(chosen.has(day) ? days.filter((x) => x !== day) : [...days, day].sort((a, b) => a - b));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{TEXT.days}</legend>
      <div className="d-inline-flex flex-column gap-1">
        {WEEKS.map((week) => (
          <div key={week[0]} className="d-flex gap-1">
            {week.map((day) => (
              <span key={day}>
                <input id={`schedule-day-${day}`} type="checkbox" className="btn-check" autoComplete="off" aria-label={`${day} число`} checked={chosen.has(day)} onChange={() => toggle(day)} />
                <label className="btn btn-outline-primary btn-sm schedule-day" htmlFor={`schedule-day-${day}`} style={{ width: '2.5rem' }}>
                  {day}
                </label>
              </span>
            ))}
          </div>
        ))}
      </div>
      {days.length === 0 && <div className="form-text">{TEXT.daysHint}</div>}
    </fieldset>
  );
});
