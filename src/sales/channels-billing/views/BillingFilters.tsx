import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormField } from '@ui/FormField';
import { LazyDateRangeField } from '@ui/LazyDateRangeField';
import { FilterForm } from '@ui/Sidebar';
import type { ChannelsBillingStore } from '../ChannelsBillingStore';
import { TEXTS } from '../texts';

const rangeOf = (text: string): [string, string] | null => {
  const [from, to] = text.split(',');
  return from && to ? [from, to] : null;
};

/** The sidebar: the period and a search (channel or partner); 'Найти' applies them. */
export const BillingFilters = observer(function BillingFilters({ store }: { store: ChannelsBillingStore }) {
  const id = useId();
  const { draft } = store;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <LazyDateRangeField id={`${id}-dr`} label={TEXTS.period} value={rangeOf(draft.text.dr)} onChange={(value) => draft.edit('dr', value ? value.join(',') : '')} />
      <FormField label={TEXTS.search} help={TEXTS.searchHelp} className="mb-0">
        {(control) => <input {...control} type="search" value={draft.text.q} onChange={(e) => draft.edit('q', e.target.value)} />}
      </FormField>
    </FilterForm>
  );
});
