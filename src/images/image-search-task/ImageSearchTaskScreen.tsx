import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useUnsavedGuard } from '../../core/unsaved';
import { ImageGrid, ImageModal } from '../../ui/imageGrid';
import { LoadStateLine } from '../../ui/LoadStateLine';
import { StatusBadge } from '../../ui/StatusBadge';
import { searchTaskApi, type TaskImage } from './api';
import './imageSearchTask.css';
import { ImageSearchTaskStore } from './ImageSearchTaskStore';
import type { ImageSearchTaskProps } from './props';
import { imageName, markLabel, TEXTS } from './texts';
import { GalleryPager, GalleryToolbar } from './views/GalleryToolbar';
import { TaskBar } from './views/TaskBar';
import { TileBody } from './views/TileBody';
import { LoadFailed } from '../../ui/LoadFailed';
import { useStarted } from '../../ui/useStarted';

export type { ImageSearchTaskProps };

const tileParts = (image: TaskImage) => ({ src: image.thumb || image.url, name: imageName(image) });
const modalTitle = (image: TaskImage) => `${TEXTS.imageTitle} ${image.id ?? `№${image.n}`}`;
const largePicture = (image: TaskImage) => image.url || image.thumb;

/** Unsaved marks, limit or 'load more': leaving the page asks first. Ctrl+S (Cmd+S) saves, on any keyboard layout. */
const Guard = observer(function Guard({ store }: { store: ImageSearchTaskStore }) {
  useUnsavedGuard(store.dirty);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.code !== 'KeyS') return;
      event.preventDefault();
      void store.save();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
  return null;
});

const ModalMark = observer(function ModalMark({ store, image }: { store: ImageSearchTaskStore; image: TaskImage }) {
  const marked = store.isMarked(image);
  return (
    <button type="button" className={`btn ${marked ? 'btn-outline-secondary' : 'btn-outline-danger'}`} aria-pressed={marked} onClick={() => store.toggleMark(image)} aria-label={markLabel(imageName(image), marked)}>
      {marked ? 'Вернуть' : 'Удалить'}
    </button>
  );
});

/** I 2.3: a search task's found images: tiles marked for deletion, pages, and the bottom bar that saves. */
export const ImageSearchTaskScreen = observer(function ImageSearchTaskScreen(_props: ImageSearchTaskProps) {
  const [store] = useState(() => new ImageSearchTaskStore(searchTaskApi()));
  const [compact, setCompact] = useState(false);
  useStarted(store);
  const tileBody = useMemo(() => (image: TaskImage) => <TileBody store={store} image={image} />, [store]);
  const { task } = store;
  return (
    <div>
      <Guard store={store} />
      <LoadStateLine list={store} />
      {store.state === 'error' && !task && (
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
