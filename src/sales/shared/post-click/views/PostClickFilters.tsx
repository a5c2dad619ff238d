import { observer } from 'mobx-react-lite';
import { yesterday } from '@core/report/dayField';
import { FormField } from '@ui/FormField';
import { LazyDateField } from '@ui/LazyDateField';
import { FilterForm } from '@ui/Sidebar';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import type { FilterOption } from '../api';
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
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      {/* Our picker, not the browser's date field: that one shows mm/dd/yyyy in an English browser (S 9: dd.mm.yyyy). */}
      <FormField label={TEXTS.day} error={draft.errors.d} className="mb-0">
        {(control) => (
          <LazyDateField
            id={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={control['aria-invalid'] === true}
            value={d || yesterday()}
            maxDate={yesterday()}
            required
            onChange={(value) => draft.edit('d', value)}
          />
        )}
      </FormField>
      <FormField label={TEXTS.search} help={TEXTS.searchHelp} className="mb-0">
        {(control) => <input {...control} type="search" value={q} onChange={(e) => draft.edit('q', e.target.value)} />}
      </FormField>
      <FormField label={TEXTS.status} error={draft.errors.st} className="mb-0">
        {(control) => <ChoiceSelect control={control} value={st} none={TEXTS.anyStatus} choices={withChosen(offered, st, (v) => fallbackStatusName(v) ?? v)} onChange={(value) => draft.edit('st', value)} />}
      </FormField>
      {offeredFilters.map((filter) => (
        <FormField key={filter.name} label={filter.label || TEXTS.offeredNames[filter.name] || filter.name} className="mb-0">
          {(control) => (
            <ChoiceSelect control={control} value={chosen[filter.name] ?? ''} none={TEXTS.anyValue} choices={withChosen(filter.options, chosen[filter.name] ?? '', (v) => v)} onChange={(value) => store.editOffered(filter.name, value)} />
          )}
        </FormField>
      ))}
    </FilterForm>
  );
});

/** A value from the hash that the options do not (yet) name stays chosen: shown by `nameOf` (a fallback name, or as it is). */
function withChosen(options: readonly FilterOption[], value: string, nameOf: (value: string) => string): readonly FilterOption[] {
  return value && !options.some((o) => o.value === value) ? [...options, { value, name: nameOf(value) }] : options;
}
