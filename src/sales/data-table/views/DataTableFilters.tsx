import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import { formatDate } from '../../../core/format';
import { FormField } from '../../../ui/FormField';
import { FilterForm } from '../../../ui/Sidebar';
import type { DataTableStore } from '../DataTableStore';
import { TAG_MODES } from '../hash';
import { TEXTS } from '../texts';

/** The date picker loads on demand (react-datepicker stays out of the screen's first bundle). */
const LazyDateRangePicker = lazy(() => import('../../../ui/DateRangePicker').then((m) => ({ default: m.DateRangePicker })));

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
      <Suspense
        fallback={
          <div>
            <label className="form-label" htmlFor={`${id}-dr`}>
              {TEXTS.period}
            </label>
            <input id={`${id}-dr`} className="form-control" value={range ? `${formatDate(range[0])} - ${formatDate(range[1])}` : ''} readOnly disabled />
          </div>
        }
      >
        <LazyDateRangePicker id={`${id}-dr`} label={TEXTS.period} labelVisible value={range} onChange={(value) => draft.edit('dr', value ? value.join(',') : '')} isClearable />
      </Suspense>
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
