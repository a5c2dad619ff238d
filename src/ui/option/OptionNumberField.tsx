import { observer } from 'mobx-react-lite';
import { steppedText } from '@core/option';
import { FormField } from '../FormField';
import { NumberInput } from '../NumberInput';

export interface OptionNumberFieldProps {
  label: string;
  /** The number as typed (the option's value keeps its text; its encode makes the number or null it saves). */
  value: string;
  onChange(value: string): void;
  error?: string;
  /** A whole number (a count): the numeric keyboard; else a decimal's. */
  integer?: boolean;
  className?: string;
  /** ArrowUp / ArrowDown move the number by this step (A 9: 0.01 for CTR), within min and max. */
  step?: number;
  min?: number;
  max?: number;
}

/**
 * An option's labelled number field: the shared NumberInput ('1,5', '1 500,5' taken; ru-RU once left; the text kept
 * as typed, so nothing typed is lost or rewritten while the user types), the arrows stepping it. Issue 44: a number
 * is never a text field.
 */
export const OptionNumberField = observer(function OptionNumberField({ label, value, onChange, error, integer = false, className, step, min, max }: OptionNumberFieldProps) {
  return (
    <FormField label={label} error={error} className={className ?? 'mb-0'}>
      {(control) => (
        <NumberInput
          {...control}
          integer={integer}
          value={value}
          onChange={onChange}
          onKeyDown={(event) => {
            if (step === undefined || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
            event.preventDefault();
            onChange(steppedText(value, event.key === 'ArrowUp' ? step : -step, step, min, max));
          }}
        />
      )}
    </FormField>
  );
});
