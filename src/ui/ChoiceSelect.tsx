import type { FieldControlProps } from './FormField';
import { uniqueBy } from '@core/uniqueBy';
import { capOptions, optionCapNote } from './optionCap';

export interface SelectChoice {
  value: string;
  name: string;
  disabled?: boolean;
}

/**
 * A native select (keyboard and screen readers for free); its first option, '', means none / any (`none` absent: no such option).
 * Beyond OPTION_CAP choices it shows the first ones and the chosen one, and says so in a last, disabled option
 * (it has no help text of its own: the note sits where the operator looks for the missing choice).
 */
export function ChoiceSelect({ control, value, none, choices, onChange, cap, disabledOf }: { control: FieldControlProps & { 'aria-label'?: string; disabled?: boolean }; value: string; none?: string; choices: readonly SelectChoice[]; onChange(value: string): void; /** Fewer options than OPTION_CAP (a select repeated on every row of a list). */ cap?: number; /** Whether a shown choice is disabled, asked of the shown ones only (a huge list costs no more). */ disabledOf?: (choice: SelectChoice) => boolean }) {
  const { shown, total, capped } = capOptions(uniqueBy(choices, (c) => c.value), (c) => c.value === value, cap);
  return (
    <select {...control} className={control.className.replace('form-control', 'form-select')} value={value} onChange={(e) => onChange(e.target.value)}>
      {none !== undefined && <option value="">{none}</option>}
      {shown.map((c) => (
        <option key={c.value} value={c.value} disabled={c.disabled || disabledOf?.(c)}>
          {c.name}
        </option>
      ))}
      {capped && (
        <option value="" disabled>
          {optionCapNote(total, false, cap)}
        </option>
      )}
    </select>
  );
}
