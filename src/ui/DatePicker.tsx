import { useId, type ComponentProps } from 'react';
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import { ru } from 'date-fns/locale/ru';
import 'react-datepicker/dist/react-datepicker.css';
import { toApiDate } from '../core/format';

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
  return (
    <div className={props.className}>
      <PickerLabel id={id} props={props} />
      <ReactDatePicker
        {...pickerControlProps(id, props)}
        selected={fromApiValue(month && props.value ? `${props.value}-01` : props.value)}
        onChange={(date: Date | null) => props.onChange(month ? (toApiValue(date)?.slice(0, 7) ?? null) : toApiValue(date, withTime))}
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
    </div>
  );
}
