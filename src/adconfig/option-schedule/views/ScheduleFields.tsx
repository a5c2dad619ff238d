import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '../../../core/option';
import { FormField } from '../../../ui/FormField';
import { WeekHoursGrid } from '../../../ui/option';
import { TEXT, TIMEZONES } from '../texts';
import type { ScheduleValue } from '../value';
import { MonthDays } from './MonthDays';

/** Days of the month, hours per weekday, timezone (a zone the list does not know stays, as sent). */
export const ScheduleFields = observer(function ScheduleFields({ store }: { store: OptionEditorStore<ScheduleValue> }) {
  const { days, hours, timezone } = store.value;
  const zones = TIMEZONES.some((zone) => zone.id === timezone) ? TIMEZONES : [...TIMEZONES, { id: timezone, name: timezone }];
  const anyHour = Object.values(hours).some((list) => list.length > 0);
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
      <WeekHoursGrid caption={TEXT.hours} value={hours} onChange={(next) => store.set('hours', next)} />
      {!anyHour && <div className="form-text">{TEXT.hoursHint}</div>}
    </>
  );
});
