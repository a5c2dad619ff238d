import type { OptionEditorConfig } from '../../core/option';
import { OptionEditor } from '../../ui/option';
import type { OptionScheduleProps } from './props';
import { TEXT } from './texts';
import { decodeSchedule, type ScheduleValue } from './value';
import { ScheduleFields } from './views/ScheduleFields';

export type { OptionScheduleProps };

/** Sent as edited: {days, hours: {1..7: [0..23]}, timezone}. */
export const scheduleOption: OptionEditorConfig<ScheduleValue> = { decode: decodeSchedule };

/** Schedule targeting (A 2, A 3, A 9): days of the month, hours of each weekday, timezone. */
export function OptionScheduleScreen(props: OptionScheduleProps) {
  return (
    <OptionEditor props={props} config={scheduleOption} title={TEXT.title}>
      {(store) => <ScheduleFields store={store} />}
    </OptionEditor>
  );
}
