import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { yesterday } from '../../../core/report/dayField';
import { FormField } from '../../../ui/FormField';
import { FilterForm } from '../../../ui/Sidebar';
import type { PostClickKpiStore } from '../PostClickKpiStore';
import { TEXTS } from '../texts';

// The date picker library loads on demand, outside the screen's initial bundle.
const DatePicker = lazy(() => import('../../../ui/DatePicker').then((m) => ({ default: m.DatePicker })));

/** S 2: the sidebar filters, kept in the hash: report day (default yesterday, S 9), search, campaign status. */
export const PostClickFilters = observer(function PostClickFilters({ store }: { store: PostClickKpiStore }) {
  const { draft } = store;
  const { d, q, st } = draft.text;
  const statuses = store.report.info?.statuses ?? Object.entries(TEXTS.statuses).map(([value, name]) => ({ value, name }));
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <Suspense fallback={<input className="form-control" aria-label={TEXTS.day} value="" disabled readOnly />}>
        <DatePicker label={TEXTS.day} labelVisible value={d || yesterday()} onChange={(value) => draft.edit('d', value ?? '')} maxDate={yesterday()} />
      </Suspense>
      <FormField label={TEXTS.search} help={TEXTS.searchHelp} className="mb-0">
        {(control) => <input {...control} type="search" value={q} onChange={(e) => draft.edit('q', e.target.value)} />}
      </FormField>
      <FormField label={TEXTS.status} error={draft.errors.st} className="mb-0">
        {(control) => (
          <select {...control} className={control.className.replace('form-control', 'form-select')} value={st} onChange={(e) => draft.edit('st', e.target.value)}>
            <option value="">{TEXTS.anyStatus}</option>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FilterForm>
  );
});
