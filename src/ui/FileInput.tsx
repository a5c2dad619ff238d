import { useState } from 'react';
import type { FieldControlProps } from './FormField';

export const FILE_INPUT_TEXT = { choose: 'Выберите файл', chooseMany: 'Выберите файлы', none: 'Файл не выбран', many: (n: number) => `Выбрано файлов: ${n}` };

export interface FileInputProps extends Partial<Pick<FieldControlProps, 'aria-describedby' | 'aria-invalid'>> {
  id: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  size?: 'sm';
  onChange(files: File[]): void;
}

/**
 * A file field that speaks Russian whatever the browser's language (the native one says 'Choose File,
 * No file chosen' in an English browser): a button-like label and the chosen name, over the native
 * input kept focusable (keyboard: Tab to it, Enter or Space opens the dialog). Cleared by a new `key`.
 */
export function FileInput({ id, accept, multiple, disabled, size, onChange, ...aria }: FileInputProps) {
  const [names, setNames] = useState<string[]>([]);
  const invalid = aria['aria-invalid'] === true;
  const chosen = names.length === 0 ? FILE_INPUT_TEXT.none : names.length === 1 ? names[0] : FILE_INPUT_TEXT.many(names.length);
  return (
    <div className={`input-group file-input${size === 'sm' ? ' input-group-sm' : ''}${invalid ? ' has-validation' : ''}`}>
      <input
        id={id}
        type="file"
        className="file-input-native"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          setNames(files.map((file) => file.name));
          onChange(files);
        }}
      />
      <label htmlFor={id} className={`btn btn-outline-secondary${disabled ? ' disabled' : ''}`}>
        {multiple ? FILE_INPUT_TEXT.chooseMany : FILE_INPUT_TEXT.choose}
      </label>
      <span className={`form-control text-truncate${invalid ? ' is-invalid' : ''}${names.length === 0 ? ' text-body-secondary' : ''}`} aria-hidden="true" title={names.join(', ')}>
        {chosen}
      </span>
    </div>
  );
}
