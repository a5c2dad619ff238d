import { observer } from 'mobx-react-lite';
import { SelectField } from '@ui/record/fields';
import { UserSearchField } from '@sales/shared/users/UserSearchField';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import type { Choice } from '../props';
import { TEXT } from '../texts';
import { optionsOf } from './options';

interface UserFieldProps {
  store: MediaplanFormStore;
  users: Choice[] | undefined;
  path: string;
  label: string;
  required?: boolean;
  className?: string;
  onChange?: (id: number | null) => void;
}

/** A user: from the users the page printed, else found by name as typed (S 7 GET /users/search); the id is stored. */
export const UserField = observer(function UserField({ store, users, path, label, required, className, onChange }: UserFieldProps) {
  const { form } = store;
  if (store.usersGiven) {
    return (
      <SelectField
        form={form}
        path={path}
        label={label}
        required={required}
        className={className}
        placeholder={TEXT.choose}
        options={optionsOf(users)}
        onChange={onChange ? (value) => onChange(typeof value === 'number' ? value : null) : undefined}
      />
    );
  }
  const id = form.get(path);
  return (
    <UserSearchField
      form={form}
      path={path}
      label={label}
      required={required}
      className={className}
      search={store.searchUsers}
      known={typeof id === 'number' ? [store.userOption(id)] : []}
      placeholder={TEXT.findUser}
      onChange={onChange}
    />
  );
});
