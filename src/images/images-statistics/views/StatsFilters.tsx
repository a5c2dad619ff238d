import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LazyDateRangeField } from '@ui/LazyDateRangeField';
import { FilterForm } from '@ui/Sidebar';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TEXT } from '../texts';
import { TagFilterFields } from '@images/shared/tagFilter';

/** I 2.4 filters: the period, the tags and their mode; 'Найти' applies them, 'Сбросить' returns to the defaults. */
export const StatsFilters = observer(function StatsFilters({ store }: { store: ImagesStatisticsStore }) {
  const id = useId();
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <LazyDateRangeField id={`${id}-dr`} label={TEXT.period} value={store.chosen.values.dr} onChange={(value) => store.chosen.set('dr', value)} />
      <TagFilterFields store={store} />
    </FilterForm>
  );
});
