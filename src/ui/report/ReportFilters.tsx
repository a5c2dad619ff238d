import { observer } from 'mobx-react-lite';
import type { FilterSpec } from '@core/report/filters';
import { FormField } from '../FormField';
import { LazyDateField } from '../LazyDateField';
import { FilterForm } from '../Sidebar';

/** What the sidebar edits: the typed values by filter name until 'Найти'. */
export interface FilterDraftValues {
  value(name: string): string;
  edit(name: string, value: string): void;
  search(): void;
  reset(): void;
}

/** One filter as the answer describes it: a text box, a day (dd.mm.yyyy, the shared picker), or a select with 'Все' for no choice. */
const FilterControl = observer(function FilterControl({ store, spec }: { store: FilterDraftValues; spec: FilterSpec }) {
  const value = store.value(spec.name);
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
        ) : spec.type === 'date' ? (
          <LazyDateField id={control.id} aria-describedby={control['aria-describedby']} value={value} onChange={(day) => store.edit(spec.name, day)} />
        ) : (
          <input {...control} type="search" value={value} onChange={(e) => store.edit(spec.name, e.target.value)} />
        )
      }
    </FormField>
  );
});

/** The sidebar built from an answer's filters; 'Найти' and 'Сбросить'. `loaded`: the answer is in (else they are still coming). */
export const ReportFilters = observer(function ReportFilters({ store, specs, loaded }: { store: FilterDraftValues; specs: FilterSpec[]; loaded: boolean }) {
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      {specs.length === 0 ? (
        <p className="text-body-secondary small mb-0">{loaded ? 'Фильтров нет' : 'Фильтры загружаются…'}</p>
      ) : (
        specs.map((spec) => <FilterControl key={spec.name} store={store} spec={spec} />)
      )}
    </FilterForm>
  );
});
