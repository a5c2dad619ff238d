import { observer } from 'mobx-react-lite';
import { GridToolbar } from '@ui/imageGrid';
import { Paginator } from '@ui/Paginator';
import { SlideOutToggle, type SlideOutState } from '@ui/SlideOutSidebar';
import { SortSelect } from '@ui/SortSelect';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TEXT } from '../texts';

/** I 2.1 header (kept in view while scrolling): the sidebar's toggle, select all, the view toggle, the sort selector, the pages. */
export const ModerationToolbar = observer(function ModerationToolbar({ store, sidebar }: { store: ImagesModerationStore; sidebar: SlideOutState }) {
  const { list } = store;
  return (
    <div className="sticky-top bg-body pt-2 border-bottom mb-3">
      <div className="d-flex align-items-start gap-3">
        <SlideOutToggle state={sidebar} label={TEXT.sidebar} />
        <div className="flex-grow-1">
          <GridToolbar grid={store.grid} compact={store.compact} onCompact={store.setCompact}>
            <SortSelect label={TEXT.sort} value={store.sortValue} options={store.sortOptions} onChange={store.setSort} />
          </GridToolbar>
        </div>
      </div>
      <Paginator page={list.paging.page} pageCount={list.pageCount} total={list.shownTotal} perPage={list.paging.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
    </div>
  );
});
