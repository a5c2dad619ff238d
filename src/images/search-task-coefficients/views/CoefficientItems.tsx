import { observer } from 'mobx-react-lite';
import type { SearchTaskCoefficientsStore } from '../SearchTaskCoefficientsStore';
import { ITEM_LABELS, TEXTS } from '../texts';
import { NumberInput } from '@ui/NumberInput';

/** I 3, I 4: a list coefficient's items (name, value); a saved one toggles to deleted and back, a new one is removed. */
export const CoefficientItems = observer(function CoefficientItems({ store, errorId }: { store: SearchTaskCoefficientsStore; errorId?: string }) {
  const { items } = store.editor.form.values;
  return (
    <div>
      {items.length > 0 && (
        <ol className="list-unstyled mb-2">
          {items.map((item, index) => {
            const n = index + 1;
            const deleted = item.status === 'deleted';
            return (
              <li key={index} className={`d-flex gap-2 align-items-center mb-2${deleted ? ' opacity-50' : ''}`}>
                <span className="text-body-secondary small" style={{ minWidth: '1.5rem' }}>
                  {item.sort}
                </span>
                <input type="text" className="form-control form-control-sm" aria-label={ITEM_LABELS.name(n)} aria-describedby={errorId} value={item.name} disabled={deleted} onChange={(e) => store.setItem(index, { name: e.target.value })} autoComplete="off" />
                <NumberInput className="form-control form-control-sm" style={{ maxWidth: '7rem' }} aria-label={ITEM_LABELS.val(n)} aria-describedby={errorId} value={item.val} disabled={deleted} onChange={(val) => store.setItem(index, { val })} />
                {deleted && <span className="badge text-bg-secondary">{TEXTS.deletedItem}</span>}
                <button type="button" className={`btn btn-sm text-nowrap ${deleted ? 'btn-outline-secondary' : 'btn-outline-danger'}`} aria-label={item.saved ? ITEM_LABELS.toggle(n, deleted) : ITEM_LABELS.remove(n)} onClick={() => store.removeItem(index)}>
                  {deleted ? 'Восстановить' : '×'}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={store.addItem}>
        {TEXTS.addItem}
      </button>
    </div>
  );
});
