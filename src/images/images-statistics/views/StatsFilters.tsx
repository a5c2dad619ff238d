import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import { formatDate } from '../../../core/format';
import { Select } from '../../../ui/Select';
import { FilterForm } from '../../../ui/Sidebar';
import { TAG_MODES, type TagMode } from '../hash';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TAG_MODE_TEXT, TEXT } from '../texts';

/** The date picker loads on demand (react-datepicker stays out of the screen's first bundle). */
const LazyDateRangePicker = lazy(() => import('../../../ui/DateRangePicker').then((m) => ({ default: m.DateRangePicker })));

/** I 2.4 filters: the period, the tags and their mode; 'Найти' applies them, 'Сбросить' returns to the defaults. */
export const StatsFilters = observer(function StatsFilters({ store }: { store: ImagesStatisticsStore }) {
  const id = useId();
  const range = store.draftRange;
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
        <LazyDateRangePicker id={`${id}-dr`} label={TEXT.period} labelVisible value={range} onChange={store.setDraftRange} isClearable />
      </Suspense>
      <Select isMulti label={TEXT.tags} labelVisible options={store.tags.map((t) => ({ value: t.id, label: t.name }))} value={store.draftTags} onChange={store.setDraftTags} />
      <div>
        <label className="form-label" htmlFor={`${id}-tmt`}>
          {TEXT.tagMode}
        </label>
        <select id={`${id}-tmt`} className="form-select" value={store.draftMode} onChange={(e) => store.setDraftMode(e.target.value as TagMode)}>
          {TAG_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {TAG_MODE_TEXT[mode]}
            </option>
          ))}
        </select>
      </div>
    </FilterForm>
  );
});
