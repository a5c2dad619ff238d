import { observer } from 'mobx-react-lite';
import { steppedText } from '@core/option';
import { FormField } from '../FormField';
import { NumberInput } from '../NumberInput';

export interface OptionTextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** 'decimal' (default) or 'numeric' (a whole number) on touch keyboards; the text is kept as typed. */
  inputMode?: 'decimal' | 'numeric';
  className?: string;
  /** ArrowUp / ArrowDown move the number by this step (A 9: 0.01 for CTR), within min and max. */
  step?: number;
  min?: number;
  max?: number;
}

/**
 * A labelled number input (NumberInput: a comma or a dot, ru-RU once left) for a number kept as typed (so
 * nothing typed is lost or rewritten while the user types); the editor's encode turns it into a number or null.
 */
export const OptionTextField = observer(function OptionTextField({ label, value, onChange, error, inputMode = 'decimal', className, step, min, max }: OptionTextFieldProps) {
  return (
    <FormField label={label} error={error} className={className ?? 'mb-0'}>
      {(control) => (
        <NumberInput
          {...control}
          integer={inputMode === 'numeric'}
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
