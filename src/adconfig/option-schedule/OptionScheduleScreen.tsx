import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import type { OptionScheduleProps } from './props';
import { TEXT } from './texts';
import { decodeSchedule, type ScheduleValue } from './value';
import { ScheduleFields } from './views/ScheduleFields';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { OptionScheduleProps };

/** Sent as edited: {days, hours: {1..7: [0..23]}, timezone}. */
/** The value's other keys go back as they came (issue 41). */
export const scheduleOption: OptionEditorConfig<ScheduleValue> = { decode: decodeSchedule, ownKeys: ['days', 'hours', 'timezone'] };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionScheduleStore = (props: OptionScheduleProps) => optionEditorStore(props, scheduleOption);

/** Schedule targeting (A 2, A 3, A 9): days of the month, hours of each weekday, timezone. */
export function OptionScheduleScreen(props: OptionScheduleProps & GivenStore<ReturnType<typeof optionScheduleStore>>) {
  const store = useScreenStore(props.store, () => optionScheduleStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title}>
      {(store) => <ScheduleFields store={store} />}
    </OptionEditor>
  );
}
