import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Paginator } from '../../../ui/Paginator';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TEXT } from '../texts';

/** The grid's header (kept in view while scrolling): the sort selector and the pages. */
export const StatsToolbar = observer(function StatsToolbar({ store }: { store: ImagesStatisticsStore }) {
  const id = useId();
  const { list } = store;
  return (
    <div className="sticky-top bg-body pt-2 border-bottom mb-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <label className="form-label mb-0 text-nowrap" htmlFor={`${id}-sort`}>
          {TEXT.sort}
        </label>
        <select id={`${id}-sort`} className="form-select form-select-sm w-auto" value={store.sortValue} onChange={(e) => store.setSort(e.target.value)}>
          {store.sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Paginator page={list.paging.page} pageCount={list.pageCount} total={list.total} perPage={list.paging.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
    </div>
  );
});
