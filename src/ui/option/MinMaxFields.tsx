import { observer } from 'mobx-react-lite';
import { FormField } from '../FormField';
import { NumberInput } from '../NumberInput';

export interface MinMaxFieldsProps {
  /** What is bounded ('Температура, °C'); the inputs are named '{legend} от' / '{legend} до'. */
  legend: string;
  min: string;
  max: string;
  onMin(value: string): void;
  onMax(value: string): void;
  minError?: string;
  maxError?: string;
}

const bound = (legend: string, word: string) => (
  <>
    <span className="visually-hidden">{legend} </span>
    {word}
  </>
);

/** A from–to pair of number inputs under one legend (ranges of weather, CTR, rules): NumberInput, a comma or a dot typed, ru-RU once left. */
export const MinMaxFields = observer(function MinMaxFields({ legend, min, max, onMin, onMax, minError, maxError }: MinMaxFieldsProps) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="row g-2">
        <FormField label={bound(legend, 'от')} error={minError} className="col-6 col-sm-4 mb-0">
          {(control) => <NumberInput {...control} value={min} onChange={onMin} />}
        </FormField>
        <FormField label={bound(legend, 'до')} error={maxError} className="col-6 col-sm-4 mb-0">
          {(control) => <NumberInput {...control} value={max} onChange={onMax} />}
        </FormField>
      </div>
    </fieldset>
  );
});
