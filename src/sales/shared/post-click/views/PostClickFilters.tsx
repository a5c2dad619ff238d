import { observer } from 'mobx-react-lite';
import { yesterday } from '@core/report/dayField';
import { DatePicker } from '@ui/DatePicker';
import { FormField } from '@ui/FormField';
import { FilterForm } from '@ui/Sidebar';
import type { OfferedFilter } from '../api';
import type { PostClickKpiStore } from '../PostClickKpiStore';
import { fallbackStatusName } from '../statusNames';
import { TEXTS } from '../texts';

/** S 2: the sidebar filters, kept in the hash: report day (default yesterday, S 9), search, campaign status, and whatever else the answer offers. */
export const PostClickFilters = observer(function PostClickFilters({ store }: { store: PostClickKpiStore }) {
  const { draft } = store;
  const { d, q, st } = draft.text;
  const answered = store.report.info?.statuses ?? [];
  const chosen = store.offeredDraft;
  const offeredFilters = store.report.info?.offered ?? [];
  const offered = answered.length ? answered : Object.entries(TEXTS.statuses).map(([value, name]) => ({ value, name }));
  // A status from the hash that the options do not (yet) name stays chosen: shown by its fallback name or as it is.
  const statuses = st && !offered.some((s) => s.value === st) ? [...offered, { value: st, name: fallbackStatusName(st) ?? st }] : offered;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      {/* Our picker, not the browser's date field: that one shows mm/dd/yyyy in an English browser (S 9: dd.mm.yyyy). */}
      <FormField label={TEXTS.day} error={draft.errors.d} className="mb-0">
        {(control) => (
          <DatePicker
            id={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={control['aria-invalid'] === true}
            value={d || yesterday()}
            maxDate={yesterday()}
            required
            onChange={(value) => draft.edit('d', value ?? '')}
          />
        )}
      </FormField>
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
      {offeredFilters.map((filter) => (
        <OfferedSelect key={filter.name} filter={filter} value={chosen[filter.name] ?? ''} onChange={(value) => store.editOffered(filter.name, value)} />
      ))}
    </FilterForm>
  );
});

/** A filter the answer offers beyond the status (S 7 "plus filters"): its options, 'Все' first; a chosen value it does not offer stays. */
function OfferedSelect({ filter, value, onChange }: { filter: OfferedFilter; value: string; onChange: (value: string) => void }) {
  const options = value && !filter.options.some((o) => o.value === value) ? [...filter.options, { value, name: value }] : filter.options;
  return (
    <FormField label={filter.label || TEXTS.offeredNames[filter.name] || filter.name} className="mb-0">
      {(control) => (
        <select {...control} className={control.className.replace('form-control', 'form-select')} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{TEXTS.anyValue}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
