import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import { formatDate } from '../../../core/format';
import { FilterForm } from '../../../ui/Sidebar';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TEXT } from '../texts';
import { TagFilterFields } from '../../shared/tagFilter';

/** The date picker loads on demand (react-datepicker stays out of the screen's first bundle). */
const LazyDateRangePicker = lazy(() => import('../../../ui/DateRangePicker').then((m) => ({ default: m.DateRangePicker })));

/** I 2.4 filters: the period, the tags and their mode; 'Найти' applies them, 'Сбросить' returns to the defaults. */
export const StatsFilters = observer(function StatsFilters({ store }: { store: ImagesStatisticsStore }) {
  const id = useId();
  const range = store.chosen.values.dr;
  return (
    <FilterForm onSearch={store.search} onReset={store.reset}>
      <Suspense
        fallback={
          <div>
            <label className="form-label" htmlFor={`${id}-dr`}>
              {TEXT.period}
            </label>
            <input id={`${id}-dr`} className="form-control" value={range ? `${formatDate(range[0])} - ${formatDate(range[1])}` : ''} readOnly disabled />
          </div>
        }
      >
        <LazyDateRangePicker id={`${id}-dr`} label={TEXT.period} labelVisible value={range} onChange={(value) => store.chosen.set('dr', value)} isClearable />
      </Suspense>
      <TagFilterFields store={store} />
    </FilterForm>
  );
});
