import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '@core/option';
import { FormField } from '@ui/FormField';
import { WeekHoursGrid } from '@ui/option';
import { TEXT, TIMEZONES } from '../texts';
import type { ScheduleValue } from '../value';
import { MonthDays } from './MonthDays';

/** Its own observer: the grid's ticks re-render it, not the whole editor. */
const HoursHint = observer(function HoursHint({ hours }: { hours: ScheduleValue['hours'] }) {
  return Object.values(hours).some((list) => list.length > 0) ? null : <div className="form-text">{TEXT.hoursHint}</div>;
});

/** Days of the month, hours per weekday, timezone (a zone the list does not know stays, as sent). */
export const ScheduleFields = observer(function ScheduleFields({ store }: { store: OptionEditorStore<ScheduleValue> }) {
  const { days, hours, timezone } = store.value;
  const zones = TIMEZONES.some((zone) => zone.id === timezone) ? TIMEZONES : [...TIMEZONES, { id: timezone, name: timezone }];
  return (
    <>
      <FormField label={TEXT.timezone} error={store.error('timezone')} className="mb-3" >
        {({ className, ...control }) => (
          <select {...control} className={`${className.replace('form-control', 'form-select')} w-auto`} value={timezone} onChange={(e) => store.set('timezone', e.target.value)}>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <MonthDays days={days} onChange={(next) => store.set('days', next)} />
      <WeekHoursGrid
        caption={TEXT.hours}
        value={hours}
        onChange={(day, list) =>
          store.update('hours', (value) => {
            value.hours[day] = list;
          })
        }
      />
      <HoursHint hours={hours} />
    </>
  );
});
