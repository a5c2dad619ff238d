import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { BoundFieldProps } from '@ui/record/fields';
import { AsyncSelect, type OptionSearch } from '@ui/AsyncSelect';
import { FormField } from '@ui/FormField';
import type { SelectOption } from '@ui/Select';
import { unknownUserLabel, userSearch } from './userSearch';

/** A stored id as a number: a number, or a whole number typed as text; else none. */
const idOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[1-9]\d{0,17}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * A user chosen by name (S 7's GET /users/search, search-as-you-type), bound to a form's path: the login is
 * shown, the id is stored (as text when `storedAsText`, the form keeping what it sends as typed).
 * `known` names users the page already knows (its props); another chosen id shows as 'Пользователь №{id}'.
 */
export const UserSearchField = observer(function UserSearchField(
  props: BoundFieldProps & {
    urlPath?: string;
    /** Instead of the plain users search (a screen that keeps the names it found). */
    search?: OptionSearch;
    storedAsText?: boolean;
    known?: SelectOption<number>[];
    placeholder?: string;
    /** Instead of setting the value (a choice that resets others). */
    onChange?: (id: number | null) => void;
  },
) {
  const { form, path, urlPath, storedAsText, known } = props;
  const value = idOf(form.get(path));
  const plain = useMemo(() => userSearch(urlPath), [urlPath]);
  const search = props.search ?? plain;
  // The label of the value at start: the page's name for it, else its number (S 7 finds users by name only).
  // The value's label when no answer named it: the page's name for it, else its number (S 7 finds users by name only).
  const knownOptions = value === null || (known ?? []).some((o) => o.value === value) ? (known ?? []) : [...(known ?? []), { value, label: unknownUserLabel(value) }];
  const error = form.errorAt(path);
  return (
    <FormField label={props.label} error={error} required={props.required} help={props.help} className={props.className} labelHidden={props.labelHidden}>
      {(control) => (
        <AsyncSelect
          id={control.id}
          aria-describedby={control['aria-describedby']}
          invalid={error !== undefined}
          search={search}
          knownOptions={knownOptions}
          placeholder={props.placeholder}
          isClearable
          disabled={props.disabled || form.isLocked(path)}
          value={value}
          onChange={(next) => {
            const id = next === null ? null : idOf(next);
            if (props.onChange) props.onChange(id);
            else form.set(path, storedAsText ? (id === null ? '' : String(id)) : id);
          }}
        />
      )}
    </FormField>
  );
});
