import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  required?: boolean;
  /** Renders the control with the id, error wiring and Bootstrap class it should carry. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  /** The label read by screen readers only (a control whose neighbour's label says what it is about: a limit's type beside the limit). */
  labelHidden?: boolean;
}

/**
 * A labelled control with its error under it (client rules or the server's errors[field]).
 * An observer, so store values read inside the render prop are tracked here.
 */
export const FormField = observer(function FormField({ label, error, help, required, children, className, labelHidden }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : '', help ? helpId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'form-label'}>
        {label}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: `form-control${error ? ' is-invalid' : ''}` })}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {help && (
        <div id={helpId} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
});
