import { useState, type InputHTMLAttributes } from 'react';
import { shownNumber } from '@core/format';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The value as the store holds it: the text typed, or the number (or decimal text) the server sent. */
  value: string | number | null | undefined;
  /** The text as typed; the store reads it with parseNumber (a comma or a dot, spaces as thousands). */
  onChange(text: string): void;
  /** Fraction digits always shown once the field is left (CTR: 2); more are shown when the value has them. */
  minDigits?: number;
  /** A whole number (a count, a limit): the numeric keyboard. */
  integer?: boolean;
}

/**
 * The one numeric input (issue 44): '12,5', '12.5', '150 000,50' are all taken; left, the field shows the value in
 * ru-RU ('436 345,35'); while it has the focus it shows exactly what is typed, so the caret never jumps. Text that
 * is not a number stays as typed, for the field's rule to say so. No digit is ever rounded away.
 */
export function NumberInput({ value, onChange, minDigits = 0, integer = false, onBlur, ...rest }: NumberInputProps) {
  // What the operator typed since the focus (the focus itself changes nothing): shown as it is while it is still the store's value.
  const [typed, setTyped] = useState<string | null>(null);
  const text = value === null || value === undefined ? '' : String(value);
  const shown = typed !== null && sameValue(typed, text) ? typed : shownNumber(text, minDigits);
  return (
    <input
      {...rest}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete={rest.autoComplete ?? 'off'}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(event.target.value);
      }}
      onBlur={(event) => {
        if (typed !== null) setTyped(null);
        onBlur?.(event);
      }}
    />
  );
}

/** The typed text still stands for the store's value (the store may keep the text, or its number). */
function sameValue(typed: string, stored: string): boolean {
  if (typed === stored) return true;
  const a = shownNumber(typed, 0);
  return a !== typed && a === shownNumber(stored, 0);
}
