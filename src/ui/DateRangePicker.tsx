import { useId, useState } from 'react';
import ReactDatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { DATE_FORMAT, fromApiValue, PickerLabel, pickerControlProps, toApiValue, useTypedDateCheck } from './DatePicker';

/** [from, to] as Y-m-d, or null for "no period". */
export type ApiDateRange = [string, string] | null;

export interface DateRangePickerProps {
  value: ApiDateRange;
  /** Called with both ends once the second is picked, or null when cleared. */
  onChange(value: ApiDateRange): void;
  /** The accessible name: a visible <label> when labelVisible, else aria-label. */
  label?: string;
  labelVisible?: boolean;
  id?: string;
  minDate?: string;
  maxDate?: string;
  isClearable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  className?: string;
}

type Draft = [Date | null, Date | null];

/** A period in one input, "dd.mm.yyyy - dd.mm.yyyy"; the half-picked range stays local until it is whole. */
export function DateRangePicker(props: DateRangePickerProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const valueKey = props.value ? props.value.join(',') : '';
  // The start picked before the end, kept only while the value it grew from is still the value.
  const [draft, setDraft] = useState<{ from: string; range: Draft } | null>(null);
  const typed = useTypedDateCheck(id, 'range');
  const shown: Draft =
    draft && draft.from === valueKey ? draft.range : [fromApiValue(props.value?.[0]), fromApiValue(props.value?.[1])];

  const change = ([start, end]: Draft): void => {
    typed.accepted();
    if (start && end) {
      setDraft(null);
      props.onChange([toApiValue(start) ?? '', toApiValue(end) ?? '']);
    } else if (!start && !end) {
      setDraft(null);
      props.onChange(null);
    } else {
      setDraft({ from: valueKey, range: [start, end] });
    }
  };

  return (
    // The wrapper hears the input's blur (focusout) even while the calendar is open, which the picker's own onBlur does not.
    <div className={props.className} onBlur={typed.onBlur}>
      <PickerLabel id={id} props={props} />
      <ReactDatePicker
        {...pickerControlProps(id, { ...props, invalid: props.invalid || typed.wrong, 'aria-describedby': typed.describedBy(props['aria-describedby']) })}
        onChangeRaw={typed.onChangeRaw}
        selectsRange
        startDate={shown[0]}
        endDate={shown[1]}
        onChange={change}
        onCalendarClose={() => setDraft(null)}
        dateFormat={DATE_FORMAT}
        rangeSeparator=" - "
        minDate={fromApiValue(props.minDate) ?? undefined}
        maxDate={fromApiValue(props.maxDate) ?? undefined}
        isClearable={(props.isClearable ?? false) && !props.disabled}
        disabled={props.disabled}
        placeholderText={props.placeholder ?? 'дд.мм.гггг - дд.мм.гггг'}
      />
      {typed.message}
    </div>
  );
}
