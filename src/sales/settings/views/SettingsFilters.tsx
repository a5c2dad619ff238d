import { observer } from 'mobx-react-lite';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { FilterForm } from '@ui/Sidebar';
import type { SettingsFilter } from '../api';
import type { SettingsStore } from '../SettingsStore';
import { TEXTS } from '../texts';

const Filter = observer(function Filter({ store, filter }: { store: SettingsStore; filter: SettingsFilter }) {
  // Read here, not inside FormField's render prop: FormField is not an observer.
  const value = store.typed[filter.name] ?? '';
  const choices = filter.options?.map((o) => ({ value: o.key, name: o.value || o.key }));
  return (
    <FormField label={filter.title} className="mb-0">
      {(control) =>
        choices ? (
          <ChoiceSelect control={control} value={value} none={TEXTS.any} choices={choices} onChange={(v) => store.type(filter.name, v)} />
        ) : (
          <input {...control} type="search" value={value} onChange={(e) => store.type(filter.name, e.target.value)} />
        )
      }
    </FormField>
  );
});

/** S 2: the filters /filters names (a text field or a select each), 'Найти' and 'Сбросить'. */
export const SettingsFilters = observer(function SettingsFilters({ store }: { store: SettingsStore }) {
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      {store.filterFields.value.map((filter) => (
        <Filter key={filter.name} store={store} filter={filter} />
      ))}
    </FilterForm>
  );
});
