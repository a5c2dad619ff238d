import { createContext, useContext, useId, useState } from 'react';
import ReactSelect, {
  components,
  type AriaLiveMessages,
  type GroupBase,
  type InputProps,
  type MenuListProps,
  type MultiValue,
  type MultiValueRemoveProps,
  type SingleValue,
  type StylesConfig,
} from 'react-select';
import { capOptions, OPTION_CAP, optionCapNote } from './optionCap';
import { chosenOptions, SELECT_TEXT } from './selectShared';

export type OptionValue = string | number;

export interface SelectOption<V extends OptionValue = OptionValue> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

interface SelectBaseProps<V extends OptionValue> {
  options: SelectOption<V>[];
  /**
   * The accessible name. Shown as a <label> when `labelVisible`, else given as aria-label.
   * Leave it out only when an outer <label htmlFor={id}> names the control (FormField).
   */
  label?: string;
  labelVisible?: boolean;
  /** The input's id, for an outer <label htmlFor>. */
  id?: string;
  placeholder?: string;
  isClearable?: boolean;
  disabled?: boolean;
  isLoading?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  className?: string;
  /** Options for the current value when `options` may not hold them (a remote source's last answer). */
  valueOptions?: SelectOption<V>[];
  /** Typed text, for a remote source that filters on the server (then the local filter is off). */
  onInputChange?: (text: string) => void;
  onMenuOpen?: () => void;
}

export interface SingleSelectProps<V extends OptionValue = OptionValue> extends SelectBaseProps<V> {
  isMulti?: false;
  value: V | null;
  onChange(value: V | null): void;
}

export interface MultiSelectProps<V extends OptionValue = OptionValue> extends SelectBaseProps<V> {
  isMulti: true;
  value: V[];
  onChange(value: V[]): void;
}

export type SelectProps<V extends OptionValue = OptionValue> = SingleSelectProps<V> | MultiSelectProps<V>;

// Bootstrap 5's .form-control look, through its CSS variables (the island shell loads bootstrap.css).
const focusRing = '0 0 0 .25rem rgba(var(--bs-primary-rgb, 13, 110, 253), .25)';
const border = 'var(--bs-border-color, #dee2e6)';
const invalidBorder = 'var(--bs-form-invalid-border-color, #dc3545)';

export function selectStyles<V extends OptionValue>(invalid = false): StylesConfig<SelectOption<V>, boolean, GroupBase<SelectOption<V>>> {
  const idle = invalid ? invalidBorder : border;
  const focused = invalid ? invalidBorder : '#86b7fe';
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 'calc(1.5em + .75rem + 2px)',
      borderRadius: 'var(--bs-border-radius, .375rem)',
      backgroundColor: state.isDisabled ? 'var(--bs-secondary-bg, #e9ecef)' : 'var(--bs-body-bg, #fff)',
      borderColor: state.isFocused ? focused : idle,
      boxShadow: state.isFocused ? focusRing : 'none',
      '&:hover': { borderColor: state.isFocused ? focused : idle },
    }),
    placeholder: (base) => ({ ...base, color: 'var(--bs-secondary-color, #6c757d)' }),
    menu: (base) => ({ ...base, zIndex: 1056, borderRadius: 'var(--bs-border-radius, .375rem)' }),
    option: (base, state) => ({
      ...base,
      color: state.isSelected ? '#fff' : 'var(--bs-body-color, #212529)',
      backgroundColor: state.isSelected ? 'var(--bs-primary, #0d6efd)' : state.isFocused ? 'var(--bs-tertiary-bg, #f8f9fa)' : 'transparent',
    }),
    multiValue: (base) => ({ ...base, backgroundColor: 'var(--bs-secondary-bg, #e9ecef)' }),
  };
}

// What a screen reader hears, in Russian (react-select's defaults are English).
export function ruAriaLiveMessages<V extends OptionValue>(): AriaLiveMessages<SelectOption<V>, boolean, GroupBase<SelectOption<V>>> {
  return {
    guidance: ({ context, isMulti }) => {
      if (context === 'menu') return 'Стрелки вверх и вниз — выбор варианта, Enter — выбрать, Escape — закрыть список.';
      if (context === 'input') return 'Стрелка вниз открывает список, можно вводить текст для поиска.';
      return isMulti ? 'Стрелки влево и вправо — переход по выбранным значениям, Backspace — удалить значение.' : '';
    },
    onChange: ({ action, label, labels }) => {
      if (action === 'deselect-option' || action === 'pop-value' || action === 'remove-value') return `Снято: ${label}.`;
      if (action === 'clear') return 'Значение очищено.';
      if (action === 'select-option') return `Выбрано: ${labels.length > 1 ? labels.join(', ') : label}.`;
      return '';
    },
    onFocus: ({ context, label, isSelected, isDisabled }) =>
      context === 'value'
        ? `Значение ${label} в фокусе.`
        : `${label}${isSelected ? ', выбрано' : ''}${isDisabled ? ', недоступно' : ''}.`,
    onFilter: ({ inputValue, resultsMessage }) => `${resultsMessage}${inputValue ? ` по запросу «${inputValue}»` : ''}.`,
  };
}

/** The chip's remove control, named in Russian ("Удалить Видео"); keyboard users remove chips with Backspace. */
function RuMultiValueRemove<V extends OptionValue>(props: MultiValueRemoveProps<SelectOption<V>, boolean, GroupBase<SelectOption<V>>>) {
  return <components.MultiValueRemove {...props} innerProps={{ ...props.innerProps, 'aria-label': `Удалить ${props.data.label}` }} />;
}

/** The ids the screen says describe the field (its error, its help): react-select puts its own placeholder's id there. */
const Described = createContext<string | undefined>(undefined);

/** The input with both: react-select's own description and the screen's (react-select#1570: it drops the prop). */
function DescribedInput<V extends OptionValue>(props: InputProps<SelectOption<V>, boolean, GroupBase<SelectOption<V>>>) {
  const ours = useContext(Described);
  const ids = [props['aria-describedby'], ours].filter(Boolean).join(' ');
  return <components.Input {...props} aria-describedby={ids || undefined} />;
}

/** The note under a capped menu ('Показаны первые 1 000 из …: уточните поиск'), or null. */
const CapNote = createContext<string | null>(null);

/** The menu's options, then the cap's note (not an option: it cannot be chosen or focused). */
function CappedMenuList<V extends OptionValue>(props: MenuListProps<SelectOption<V>, boolean, GroupBase<SelectOption<V>>>) {
  const note = useContext(CapNote);
  return (
    <components.MenuList {...props}>
      {props.children}
      {note && <div className="form-text px-3 py-2">{note}</div>}
    </components.MenuList>
  );
}

/** react-select's own matching, near enough: the typed text in the label or the value, any case. */
function matches<V extends OptionValue>(option: SelectOption<V>, text: string): boolean {
  return option.label.toLowerCase().includes(text) || String(option.value).toLowerCase().includes(text);
}

function isOptionList<V extends OptionValue>(next: MultiValue<SelectOption<V>> | SelectOption<V>): next is MultiValue<SelectOption<V>> {
  return Array.isArray(next);
}

/**
 * react-select with Bootstrap's look, Russian texts and values (not option objects) in and out.
 * A local list beyond OPTION_CAP is filtered here and its menu shows the first OPTION_CAP matches
 * (and the chosen ones) with a note to narrow the search: react-select renders every option it is given.
 */
export function Select<V extends OptionValue = OptionValue>(props: SelectProps<V>) {
  const ownId = useId();
  const inputId = props.id ?? `${ownId}-input`;
  const selected = chosenOptions(props);
  const remote = props.onInputChange !== undefined;
  const [typed, setTyped] = useState('');
  const chosen = new Set<OptionValue>(selected.map((o) => o.value));
  const text = typed.trim().toLowerCase();
  const big = !remote && props.options.length > OPTION_CAP;
  const capped = big ? capOptions(text ? props.options.filter((o) => matches(o, text)) : props.options, (o) => chosen.has(o.value)) : null;

  // react-select hands back option objects (a list when multi); the screens deal in values.
  const handleChange = (next: MultiValue<SelectOption<V>> | SingleValue<SelectOption<V>>): void => {
    const picked: readonly SelectOption<V>[] = next === null ? [] : isOptionList(next) ? next : [next];
    if (props.isMulti) props.onChange(picked.map((o) => o.value));
    else props.onChange(picked[0]?.value ?? null);
  };

  return (
    <Described.Provider value={props['aria-describedby']}>
      <CapNote.Provider value={capped?.capped ? optionCapNote(capped.total, true) : null}>
        <div className={props.className}>
          {props.label && props.labelVisible && (
            <label htmlFor={inputId} className="form-label">
              {props.label}
            </label>
          )}
          <ReactSelect<SelectOption<V>, boolean>
            inputId={inputId}
            aria-label={props.label && !props.labelVisible ? props.label : undefined}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props['aria-describedby']}
            ariaLiveMessages={ruAriaLiveMessages<V>()}
            screenReaderStatus={({ count }) => `Вариантов: ${count}`}
            classNamePrefix="rs"
            components={{ MultiValueRemove: RuMultiValueRemove<V>, MenuList: CappedMenuList<V>, Input: DescribedInput<V> }}
            styles={selectStyles<V>(props.invalid)}
            options={capped ? capped.shown : props.options}
            value={props.isMulti ? selected : (selected[0] ?? null)}
            onChange={handleChange}
            isMulti={props.isMulti ?? false}
            isClearable={props.isClearable ?? false}
            isDisabled={props.disabled ?? false}
            isLoading={props.isLoading ?? false}
            isOptionDisabled={(o) => o.isDisabled === true}
            placeholder={props.placeholder ?? SELECT_TEXT.placeholder}
            noOptionsMessage={() => SELECT_TEXT.noOptions}
            loadingMessage={() => SELECT_TEXT.loading}
            onInputChange={(next, meta) => {
              setTyped(next);
              if (meta.action === 'input-change') props.onInputChange?.(next);
            }}
            onMenuOpen={props.onMenuOpen}
            // A remote source has filtered already; filtering its answer again would hide matches by other fields.
            // A big local list is filtered above, before the cap.
            filterOption={remote || big ? null : undefined}
          />
        </div>
      </CapNote.Provider>
    </Described.Provider>
  );
}
