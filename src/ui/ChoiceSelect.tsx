import type { FieldControlProps } from './FormField';

export interface SelectChoice {
  value: string;
  name: string;
  disabled?: boolean;
}

/** A native select (keyboard and screen readers for free); its first option, '', means none / any (`none` absent: no such option). */
export function ChoiceSelect({ control, value, none, choices, onChange }: { control: FieldControlProps & { 'aria-label'?: string }; value: string; none?: string; choices: readonly SelectChoice[]; onChange(value: string): void }) {
  return (
    <select {...control} className={control.className.replace('form-control', 'form-select')} value={value} onChange={(e) => onChange(e.target.value)}>
      {none !== undefined && <option value="">{none}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value} disabled={c.disabled}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
