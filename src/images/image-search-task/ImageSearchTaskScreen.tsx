import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { ImageGrid, ImageModal } from '@ui/imageGrid';
import { LoadFailed } from '@ui/LoadFailed';
import { LoadStateLine } from '@ui/LoadStateLine';
import { StatusBadge } from '@ui/StatusBadge';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { searchTaskApi, type TaskImage } from './api';
import './imageSearchTask.css';
import { ImageSearchTaskStore } from './ImageSearchTaskStore';
import type { ImageSearchTaskProps } from './props';
import { imageName, markLabel, TEXTS } from './texts';
import { GalleryPager, GalleryToolbar } from './views/GalleryToolbar';
import { TaskBar } from './views/TaskBar';
import { TileBody } from './views/TileBody';

export type { ImageSearchTaskProps };

const tileParts = (image: TaskImage) => ({ src: image.thumb || image.url, name: imageName(image) });
const modalTitle = (image: TaskImage) => `${TEXTS.imageTitle} ${image.id ?? `№${image.n}`}`;
const largePicture = (image: TaskImage) => image.url || image.thumb;

/** Ctrl+S (Cmd+S) saves, on any keyboard layout. */
function useSaveShortcut(store: ImageSearchTaskStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.code !== 'KeyS') return;
      event.preventDefault();
      void store.save();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

const ModalMark = observer(function ModalMark({ store, image }: { store: ImageSearchTaskStore; image: TaskImage }) {
  const marked = store.isMarked(image);
  return (
    <button type="button" className={`btn ${marked ? 'btn-outline-secondary' : 'btn-outline-danger'}`} aria-pressed={marked} onClick={() => store.toggleMark(image)} aria-label={markLabel(imageName(image), marked)}>
      {marked ? 'Вернуть' : 'Удалить'}
    </button>
  );
});

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const imageSearchTaskStore = (props: ImageSearchTaskProps = {}) => new ImageSearchTaskStore(searchTaskApi(), props.task ?? null);

/** I 2.3: a search task's found images: tiles marked for deletion, pages, and the bottom bar that saves. */
export const ImageSearchTaskScreen = observer(function ImageSearchTaskScreen(props: ImageSearchTaskProps & GivenStore<ImageSearchTaskStore>) {
  const store = useScreenStore(props.store, () => imageSearchTaskStore(props));
  const [compact, setCompact] = useState(false);
  useSaveShortcut(store);
  const tileBody = useMemo(() => (image: TaskImage) => <TileBody store={store} image={image} />, [store]);
  const { task } = store;
  return (
    <div>
      {/* Unsaved marks, limit or 'load more': leaving the page asks first. */}
      <UnsavedGuard when={() => store.dirty} />
      <LoadStateLine list={store} />
      {store.state === 'failed' && !task && (
        <LoadFailed text={TEXTS.loadFailed} retryLabel={TEXTS.retry} onRetry={() => void store.load()} />
      )}
      {task && (
        <>
          <h2 className="h4 d-flex flex-wrap align-items-center gap-2 mb-3">
            <span className="text-break">{task.name}</span>
            <StatusBadge {...task.status} />
          </h2>
          <GalleryToolbar store={store} compact={compact} onCompact={setCompact} />
          <div className="search-task-gallery">
            <ImageGrid grid={store.grid} label={TEXTS.gallery} parts={tileParts} body={tileBody} compact={compact} empty={<p className="text-body-secondary">{TEXTS.empty}</p>} />
          </div>
          {store.pageImages.length > 10 && <GalleryPager store={store} label={TEXTS.pagesBelow} />}
          <TaskBar store={store} />
          <ImageModal grid={store.grid} title={modalTitle} src={largePicture}>
            {(image) => <ModalMark store={store} image={image} />}
          </ImageModal>
        </>
      )}
    </div>
  );
});
