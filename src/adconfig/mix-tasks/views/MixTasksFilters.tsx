import { observer } from 'mobx-react-lite';
import { FormField } from '../../../ui/FormField';
import { FilterForm } from '../../../ui/Sidebar';
import type { FilterSpec } from '../api';
import type { MixTasksStore } from '../MixTasksStore';

/** One filter as the answer describes it: a text box, or a select with 'Все' for no choice. */
const FilterControl = observer(function FilterControl({ store, spec }: { store: MixTasksStore; spec: FilterSpec }) {
  const value = store.valueOf(spec.name);
  return (
    <FormField label={spec.title} className="mb-0">
      {(control) =>
        spec.type === 'select' ? (
          <select {...control} className="form-select" value={value} onChange={(e) => store.edit(spec.name, e.target.value)}>
            <option value="">Все</option>
            {spec.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.title}
              </option>
            ))}
            {/* A value from an old link that the answer no longer offers: shown as it is, not silently 'Все'. */}
            {value !== '' && !spec.options.some((o) => o.value === value) && <option value={value}>{value}</option>}
          </select>
        ) : (
          <input {...control} type="search" value={value} onChange={(e) => store.edit(spec.name, e.target.value)} />
        )
      }
    </FormField>
  );
});

/** A 2 Mix tasks: the sidebar built from the list's answer (with=filters); 'Найти' and 'Сбросить'. */
export const MixTasksFilters = observer(function MixTasksFilters({ store }: { store: MixTasksStore }) {
  const specs = store.filterSpecs;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      {specs.length === 0 ? (
        <p className="text-body-secondary small mb-0">{store.list.loaded ? 'Фильтров нет' : 'Фильтры загружаются…'}</p>
      ) : (
        specs.map((spec) => <FilterControl key={spec.name} store={store} spec={spec} />)
      )}
    </FilterForm>
  );
});
