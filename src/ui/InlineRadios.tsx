import { useId } from 'react';

export interface InlineRadiosProps<T extends string> {
  /** The group's name ('Совпадение', 'При применении'), its legend. */
  legend: string;
  value: T;
  /** Each choice's value and its label, in order. */
  choices: Record<T, string>;
  onChange(value: T): void;
  disabled?: boolean;
  className?: string;
}

/** A few exclusive choices in a row (equal / like, overwrite / merge): a fieldset of labelled radios; arrows move between them. */
export function InlineRadios<T extends string>({ legend, value, choices, onChange, disabled, className }: InlineRadiosProps<T>) {
  const id = useId();
  return (
    <fieldset className={`d-flex flex-wrap align-items-center gap-3 ${className ?? ''}`} disabled={disabled}>
      <legend className="form-label fs-6 mb-0 float-none w-auto">{legend}:</legend>
      {(Object.keys(choices) as T[]).map((choice) => (
        <div key={choice} className="form-check form-check-inline m-0">
          <input id={`${id}-${choice}`} type="radio" className="form-check-input" name={id} checked={value === choice} onChange={() => onChange(choice)} />
          <label htmlFor={`${id}-${choice}`} className="form-check-label">
            {choices[choice]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
