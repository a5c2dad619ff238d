import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { FilterForm } from '@ui/Sidebar';
import type { ModerationUsersStore } from '../ModerationUsersStore';
import { TEXT } from '../texts';

/** The login search, 'Найти' and 'Сбросить'. */
export const ModerationUsersFilters = observer(function ModerationUsersFilters({ store }: { store: ModerationUsersStore }) {
  const { draft } = store;
  // Read here, not inside FormField's render prop: FormField is not an observer.
  const { q } = draft.text;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <FormField label={TEXT.search} className="mb-0">
        {(control) => <input {...control} type="search" value={q} onChange={(e) => draft.edit('q', e.target.value)} />}
      </FormField>
    </FilterForm>
  );
});
