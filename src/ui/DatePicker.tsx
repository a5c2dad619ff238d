import { useId, useRef, useState, type ComponentProps, type FocusEvent } from 'react';
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import { ru } from 'date-fns/locale/ru';
import 'react-datepicker/dist/react-datepicker.css';
import { parseRuDate, toApiDate } from '@core/format';

registerLocale('ru', ru);

/** A 9: dates dd.mm.yyyy; the date-time picker dd.mm.yyyy HH:mm:ss. */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm:ss';
/** A month (S 2 reserves / presales): mm.yyyy, the popup lists the months in Russian. */
export const MONTH_FORMAT = 'MM.yyyy';

const pad = (n: number): string => String(n).padStart(2, '0');

/** "2026-11-22" or "2026-11-22 10:15:00" (the API's forms) → a local Date; anything else → null. */
export function fromApiValue(value: string | null | undefined): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value) : null;
  if (!m) return null;
  const d = new Date(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A picked Date → Y-m-d, or Y-m-d H:i:s with time. */
export function toApiValue(date: Date | null, withTime = false): string | null {
  if (!date) return null;
  const day = toApiDate(date);
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : day;
}

function RuCalendarContainer({ className, children, showTime, showTimeSelectOnly, inline }: ComponentProps<'div'> & { showTime?: boolean; showTimeSelectOnly?: boolean; inline?: boolean }) {
  const name = showTimeSelectOnly ? 'Выбор времени' : showTime ? 'Выбор даты и времени' : 'Выбор даты';
  return (
    <div className={className} role={inline ? undefined : 'dialog'} aria-modal={inline ? undefined : true} aria-label={name} translate="no">
      {children}
    </div>
  );
}

/** Russian locale and Russian screen-reader texts, shared by the single and range pickers. */
export const ruPickerProps = {
  locale: 'ru',
  calendarStartDay: 1,
  strictParsing: true,
  autoComplete: 'off',
  className: 'form-control',
  wrapperClassName: 'd-block',
  calendarContainer: RuCalendarContainer,
  previousMonthAriaLabel: 'Предыдущий месяц',
  nextMonthAriaLabel: 'Следующий месяц',
  previousYearAriaLabel: 'Предыдущий год',
  nextYearAriaLabel: 'Следующий год',
  chooseDayAriaLabelPrefix: 'Выбрать',
  disabledDayAriaLabelPrefix: 'Недоступно',
  monthAriaLabelPrefix: 'Месяц',
  weekAriaLabelPrefix: 'Неделя',
  timeCaption: 'Время',
  timeInputLabel: 'Время',
  clearButtonTitle: 'Очистить',
  ariaLabelClose: 'Очистить',
} as const;

/** What both pickers share: the label (visible or as aria-label) and the control's wiring. */
export interface PickerLabelling {
  label?: string;
  labelVisible?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
}

export function PickerLabel({ id, props }: { id: string; props: PickerLabelling }) {
  if (!props.label || !props.labelVisible) return null;
  return (
    <label htmlFor={id} className="form-label">
      {props.label}
    </label>
  );
}

export function pickerControlProps(id: string, props: PickerLabelling) {
  return {
    ...ruPickerProps,
    className: `form-control${props.invalid ? ' is-invalid' : ''}`,
    id,
    'aria-label': props.label && !props.labelVisible ? props.label : undefined,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props.invalid ? ('true' as const) : undefined,
  };
}

export const INVALID_DATE = 'Некорректная дата';

type TypedDateKind = 'date' | 'datetime' | 'range' | 'month';

/** Whether text typed into a picker is a date it can take (empty is: the field is cleared). */
export function typedDateIsValid(text: string, kind: TypedDateKind): boolean {
  const typed = text.trim();
  if (typed === '') return true;
  if (kind === 'month') return /^(0[1-9]|1[0-2])\.\d{4}$/.test(typed);
  if (kind === 'range') {
    const ends = typed.split(/\s+-\s*/);
    return ends.length === 2 && ends.every((end) => parseRuDate(end) !== null);
  }
  if (kind === 'datetime') {
    const [day = '', time, ...rest] = typed.split(/\s+/);
    return parseRuDate(day) !== null && rest.length === 0 && (time === undefined || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(time));
  }
  return parseRuDate(typed) !== null;
}

/**
 * react-datepicker drops text it cannot read and shows the last good value on blur: the operator would
 * not know the date was not taken. Checked on blur and said under the field until a good value comes.
 */
export function useTypedDateCheck(id: string, kind: TypedDateKind) {
  const [wrong, setWrong] = useState(false);
  // What was typed since the last accepted value: the picker puts its last good value back into the
  // input before the blur, so the text is kept as it is typed.
  const typed = useRef<string | null>(null);
  const messageId = `${id}-typed`;
  return {
    wrong,
    onChangeRaw: (event?: { target: EventTarget | null }) => {
      if (event?.target instanceof HTMLInputElement) typed.current = event.target.value;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.target.id !== id || typed.current === null) return;
      setWrong(!typedDateIsValid(typed.current, kind));
      typed.current = null;
    },
    /** A value was picked or typed whole. */
    accepted: () => {
      typed.current = null;
      setWrong(false);
    },
    describedBy: (other: string | undefined) => [other, wrong ? messageId : ''].filter(Boolean).join(' ') || undefined,
    message: wrong ? (
      <div id={messageId} className="invalid-feedback d-block">
        {INVALID_DATE}
      </div>
    ) : null,
  };
}

export interface DatePickerProps {
  /** Y-m-d (Y-m-d H:i:s with showTime), or null. */
  value: string | null;
  onChange(value: string | null): void;
  /** The accessible name: a visible <label> when labelVisible, else aria-label. Leave out only inside an outer <label htmlFor={id}>. */
  label?: string;
  labelVisible?: boolean;
  id?: string;
  showTime?: boolean;
  /** A month instead of a day: the value is Y-m. */
  month?: boolean;
  /** Y-m-d bounds. */
  minDate?: string;
  maxDate?: string;
  isClearable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  className?: string;
}

/** A single date (or date-time) in dd.mm.yyyy, typed or picked; API strings in and out. */
export function DatePicker(props: DatePickerProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const withTime = props.showTime ?? false;
  const month = props.month ?? false;
  const typed = useTypedDateCheck(id, month ? 'month' : withTime ? 'datetime' : 'date');
  return (
    // The wrapper hears the input's blur (focusout) even while the calendar is open, which the picker's own onBlur does not.
    <div className={props.className} onBlur={typed.onBlur}>
      <PickerLabel id={id} props={props} />
      <ReactDatePicker
        {...pickerControlProps(id, { ...props, invalid: props.invalid || typed.wrong, 'aria-describedby': typed.describedBy(props['aria-describedby']) })}
        onChangeRaw={typed.onChangeRaw}
        selected={fromApiValue(month && props.value ? `${props.value}-01` : props.value)}
        onChange={(date: Date | null) => {
          typed.accepted();
          props.onChange(month ? (toApiValue(date)?.slice(0, 7) ?? null) : toApiValue(date, withTime));
        }}
        dateFormat={month ? MONTH_FORMAT : withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
        showMonthYearPicker={month}
        timeFormat="HH:mm"
        showTimeSelect={withTime}
        minDate={fromApiValue(props.minDate) ?? undefined}
        maxDate={fromApiValue(props.maxDate) ?? undefined}
        isClearable={(props.isClearable ?? false) && !props.disabled}
        disabled={props.disabled}
        required={props.required}
        placeholderText={props.placeholder ?? (month ? 'мм.гггг' : withTime ? 'дд.мм.гггг чч:мм:сс' : 'дд.мм.гггг')}
      />
      {typed.message}
    </div>
  );
}
