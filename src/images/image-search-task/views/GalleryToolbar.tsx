import { observer } from 'mobx-react-lite';
import { GridToolbar } from '@ui/imageGrid';
import { Paginator } from '@ui/Paginator';
import { IMAGES_PER_PAGE, type ImageSearchTaskStore } from '../ImageSearchTaskStore';
import { TEXTS } from '../texts';

/** The gallery's paginator (I 2.3), shared by the toolbar above and the pager below. */
export const GalleryPager = observer(function GalleryPager({ store, label }: { store: ImageSearchTaskStore; label: string }) {
  return <Paginator page={store.page} pageCount={store.pageCount} total={store.images.length} perPage={IMAGES_PER_PAGE} onPage={store.setPage} label={label} />;
});

/** Above the gallery: select all, the count checked, compact view, the checked tiles marked or unmarked at once, the pages. */
export const GalleryToolbar = observer(function GalleryToolbar({ store, compact, onCompact }: { store: ImageSearchTaskStore; compact: boolean; onCompact(compact: boolean): void }) {
  return (
    <GridToolbar grid={store.grid} compact={compact} onCompact={onCompact}>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => store.markSelected(true)} disabled={store.saving}>
          {TEXTS.markSelected}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => store.markSelected(false)} disabled={store.saving}>
          {TEXTS.unmarkSelected}
        </button>
      </div>
      <div className="ms-auto">
        <GalleryPager store={store} label={TEXTS.pages} />
      </div>
    </GridToolbar>
  );
});
