import { observer } from 'mobx-react-lite';
import type { TaskImage } from '../api';
import type { ImageSearchTaskStore } from '../ImageSearchTaskStore';
import { imageName, markLabel, TEXTS } from '../texts';

/** Under a tile: its id and its deletion mark (I 4: marked and unmarked, applied on save). */
export const TileBody = observer(function TileBody({ store, image }: { store: ImageSearchTaskStore; image: TaskImage }) {
  const marked = store.isMarked(image);
  const name = imageName(image);
  return (
    <div className="d-flex align-items-center justify-content-between gap-2">
      <span className="text-body-secondary text-truncate">{image.id ?? `№${image.n}`}</span>
      {marked && <span className="badge text-bg-danger search-task-marked">{TEXTS.willBeDeleted}</span>}
      <button type="button" className={`btn btn-sm ${marked ? 'btn-outline-secondary' : 'btn-outline-danger'}`} aria-pressed={marked} aria-label={markLabel(name, marked)} onClick={() => store.toggleMark(image)} disabled={store.saving}>
        {marked ? 'Вернуть' : 'Удалить'}
      </button>
    </div>
  );
});
