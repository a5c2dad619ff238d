import { observer } from 'mobx-react-lite';
import { Select } from '@ui/Select';
import { CategoryPicker } from '@images/shared/categoryPicker/CategoryPicker';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TEXT } from '../texts';

/** I 2.1 'edit selected' tab: tags (chosen, or picked by category) to add to or remove from the checked images (I 5 checks in the grid store). */
export const BulkTags = observer(function BulkTags({ store }: { store: ImagesModerationStore }) {
  const busy = store.grid.bulkBusy;
  return (
    <section className="card card-body d-grid gap-3" aria-label={TEXT.bulkTab}>
      <p className="mb-0 small">Выбрано изображений: {store.grid.selection.size}</p>
      <Select isMulti label={TEXT.bulkTags} labelVisible options={store.tags.map((t) => ({ value: t.id, label: t.name }))} value={store.bulkTags} onChange={store.setBulkTags} />
      <CategoryPicker picker={store.categoryPicker} tagName={store.tagName} has={(tag) => store.bulkTags.includes(tag)} onAdd={store.addBulkTags} />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => void store.bulkAdd()} disabled={busy}>
          {TEXT.bulkAdd}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => void store.bulkRemove()} disabled={busy}>
          {TEXT.bulkRemove}
        </button>
      </div>
    </section>
  );
});
