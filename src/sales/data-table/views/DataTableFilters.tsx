import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormField } from '@ui/FormField';
import { LazyDateRangeField } from '@ui/LazyDateRangeField';
import { FilterForm } from '@ui/Sidebar';
import type { DataTableStore } from '../DataTableStore';
import { TAG_MODES } from '../hash';
import { TEXTS } from '../texts';

const rangeOf = (text: string): [string, string] | null => {
  const [from, to] = text.split(',');
  return from && to ? [from, to] : null;
};

/** S 7 {page}/data/ filters: the period, an id, tags by id and their mode; 'Найти' applies them. */
export const DataTableFilters = observer(function DataTableFilters({ store }: { store: DataTableStore }) {
  const id = useId();
  const { draft } = store;
  const { dr, t, tmt } = draft.text;
  const range = rangeOf(dr);
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <LazyDateRangeField id={`${id}-dr`} label={TEXTS.period} value={range} onChange={(value) => draft.edit('dr', value ? value.join(',') : '')} />
      <FormField label={TEXTS.id} error={draft.errors.id} className="mb-0">
        {(control) => <input {...control} inputMode="numeric" value={draft.text.id} onChange={(e) => draft.edit('id', e.target.value)} />}
      </FormField>
      <FormField label={TEXTS.tags} help={TEXTS.tagsHelp} error={draft.errors.t} className="mb-0">
        {(control) => <input {...control} value={t} onChange={(e) => draft.edit('t', e.target.value.replace(/\s+/g, ''))} />}
      </FormField>
      <FormField label={TEXTS.tagsMode} className="mb-0">
        {(control) => (
          <select {...control} className="form-select" value={tmt || 'or'} onChange={(e) => draft.edit('tmt', e.target.value)}>
            {TAG_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {TEXTS.modes[mode]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FilterForm>
  );
});
