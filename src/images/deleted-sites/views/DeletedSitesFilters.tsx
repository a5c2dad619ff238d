import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { FilterForm } from '@ui/Sidebar';
import type { DeletedSitesStore } from '../DeletedSitesStore';

/** I 2.7: search string and partner ids (comma-separated), 'Найти' and 'Сбросить'. */
export const DeletedSitesFilters = observer(function DeletedSitesFilters({ store }: { store: DeletedSitesStore }) {
  const { draft } = store;
  // Read here, not inside FormField's render prop: FormField is not an observer, so reads there are not tracked.
  const { q, pid } = draft.text;
  const pidError = draft.errors.pid;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <FormField label="Поиск" className="mb-0">
        {(control) => <input {...control} type="search" value={q} onChange={(e) => draft.edit('q', e.target.value)} />}
      </FormField>
      <FormField label="ID партнёра" error={pidError} help="Можно несколько через запятую" className="mb-0">
        {(control) => <input {...control} type="text" inputMode="numeric" value={pid} onChange={(e) => draft.edit('pid', e.target.value)} />}
      </FormField>
    </FilterForm>
  );
});
