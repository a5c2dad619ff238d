import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { FilterForm } from '@ui/Sidebar';
import type { CreativesBulkEditStore } from '../CreativesBulkEditStore';
import { STATUS_LABELS } from '../texts';

/** The search: name, creative ids, campaign ids, the status; applied by 'Найти' (issue 43). */
export const BulkFilters = observer(function BulkFilters({ store }: { store: CreativesBulkEditStore }) {
  const { draft } = store;
  // Read here, not inside FormField's render prop: FormField is not an observer, so reads there are not tracked.
  const { q, id, cid, st } = draft.text;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <FormField label="Название" className="mb-0">
        {(control) => <input {...control} type="search" value={q} onChange={(e) => draft.edit('q', e.target.value)} />}
      </FormField>
      <FormField label="ID флайтов" error={draft.errors.id} help="Можно несколько через запятую" className="mb-0">
        {(control) => <input {...control} type="text" inputMode="numeric" value={id} onChange={(e) => draft.edit('id', e.target.value)} />}
      </FormField>
      <FormField label="ID кампаний" error={draft.errors.cid} help="Можно несколько через запятую" className="mb-0">
        {(control) => <input {...control} type="text" inputMode="numeric" value={cid} onChange={(e) => draft.edit('cid', e.target.value)} />}
      </FormField>
      <FormField label="Статус" className="mb-0">
        {(control) => (
          <select {...control} className="form-select" value={st} onChange={(e) => draft.edit('st', e.target.value)}>
            <option value="">Все</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FilterForm>
  );
});
