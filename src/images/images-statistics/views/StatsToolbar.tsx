import { observer } from 'mobx-react-lite';
import { Paginator } from '@ui/Paginator';
import { SortSelect } from '@ui/SortSelect';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TEXT } from '../texts';

/** The grid's header (kept in view while scrolling): the sort selector and the pages. */
export const StatsToolbar = observer(function StatsToolbar({ store }: { store: ImagesStatisticsStore }) {
  const { list } = store;
  return (
    <div className="sticky-top bg-body pt-2 border-bottom mb-3">
      <div className="mb-2">
        <SortSelect label={TEXT.sort} value={store.sortValue} options={store.sortOptions} onChange={store.setSort} />
      </div>
      <Paginator page={list.paging.page} pageCount={list.pageCount} total={list.shownTotal} perPage={list.paging.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
    </div>
  );
});
