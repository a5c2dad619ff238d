import { useEffect, useId, useRef } from 'react';

/** A 5: empty values are dropped unless allowed (values are trimmed). */
export function cleanList(values: readonly string[], allowEmpty = false): string[] {
  const trimmed = values.map((v) => v.trim());
  return allowEmpty ? trimmed : trimmed.filter((v) => v !== '');
}

export interface RepeatableTextListProps {
  /** The rows' texts; an empty list shows one empty row. */
  value: string[];
  onChange(value: string[]): void;
  /** The inputs' accessible names: "{label} 1", "{label} 2"… */
  label: string;
  addLabel?: string;
  /** Server errors by row index, shown under their row. */
  errors?: Record<number, string>;
  placeholder?: string;
  type?: 'text' | 'url' | 'email';
  disabled?: boolean;
  className?: string;
}

/** A 2: rows of text inputs with an add link and a remove button per row; one row is always kept. */
export function RepeatableTextList({ value, onChange, label, addLabel = 'Добавить', errors = {}, placeholder, type = 'text', disabled, className }: RepeatableTextListProps) {
  const id = useId();
  const rows = value.length ? value : [''];
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);

  // After add or remove, the caret goes where the user would look next.
  useEffect(() => {
    if (focusRow.current === null) return;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input');
    inputs?.[Math.min(focusRow.current, inputs.length - 1)]?.focus();
    focusRow.current = null;
  });

  const edit = (index: number, text: string): void => onChange(rows.map((v, i) => (i === index ? text : v)));
  const add = (): void => {
    focusRow.current = rows.length;
    onChange([...rows, '']);
  };
  const remove = (index: number): void => {
    focusRow.current = Math.max(0, index - 1);
    onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : ['']);
  };

  return (
    <div className={className} ref={list}>
      {rows.map((text, index) => {
        const error = errors[index];
        const errorId = `${id}-${index}-error`;
        return (
          <div className="mb-2" key={index}>
            <div className="input-group has-validation">
              <input
                type={type}
                className={`form-control${error ? ' is-invalid' : ''}`}
                aria-label={`${label} ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                placeholder={placeholder}
                value={text}
                disabled={disabled}
                onChange={(e) => edit(index, e.target.value)}
              />
              <button
                type="button"
                className="btn btn-outline-danger"
                aria-label="Удалить"
                title="Удалить"
                disabled={disabled || (rows.length === 1 && text === '')}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
              {error && (
                <div id={errorId} className="invalid-feedback">
                  {error}
                </div>
              )}
            </div>
          </div>
        );
      })}
      <button type="button" className="btn btn-link p-0" onClick={add} disabled={disabled}>
        {addLabel}
      </button>
    </div>
  );
}
