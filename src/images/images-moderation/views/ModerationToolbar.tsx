import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { GridToolbar } from '../../../ui/imageGrid';
import { Paginator } from '../../../ui/Paginator';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TEXT } from '../texts';

/** I 2.1 header (kept in view while scrolling): select all, the view toggle, the sort selector, the pages. */
export const ModerationToolbar = observer(function ModerationToolbar({ store }: { store: ImagesModerationStore }) {
  const id = useId();
  const { list } = store;
  return (
    <div className="sticky-top bg-body pt-2 border-bottom mb-3">
      <GridToolbar grid={store.grid} compact={store.compact} onCompact={store.setCompact}>
        <div className="d-flex align-items-center gap-2">
          <label className="form-label mb-0 text-nowrap" htmlFor={`${id}-sort`}>
            {TEXT.sort}
          </label>
          <select id={`${id}-sort`} className="form-select form-select-sm" value={store.sortValue} onChange={(e) => store.setSort(e.target.value)}>
            {store.sortOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </GridToolbar>
      <Paginator page={list.paging.page} pageCount={list.pageCount} total={list.total} perPage={list.paging.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
    </div>
  );
});
