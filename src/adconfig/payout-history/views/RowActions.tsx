import { observer } from 'mobx-react-lite';
import type { GridRow } from '@ui/grid/EditableGrid';
import type { PayoutHistoryStore } from '../PayoutHistoryStore';
import { HISTORY_TEXTS } from '../texts';

/** A row's delete, or its restore while it is marked deleted (A 4: deleted at the save); observes its own row. */
export const RowActions = observer(function RowActions({ store, row }: { store: PayoutHistoryStore; row: GridRow }) {
  if (store.editor.isDeleted(row.key)) {
    return (
      <span className="d-inline-flex align-items-center gap-2">
        <span className="badge text-bg-danger">{HISTORY_TEXTS.deleted}</span>
        <button type="button" className="btn btn-sm btn-link p-0" aria-label={HISTORY_TEXTS.restore(row.title)} onClick={() => store.restore(row.key)}>
          {HISTORY_TEXTS.restoreText}
        </button>
      </span>
    );
  }
  return (
    <button type="button" className="btn btn-sm btn-outline-danger py-0" aria-label={HISTORY_TEXTS.remove(row.title)} onClick={() => void store.remove(row.key)}>
      {HISTORY_TEXTS.removeText}
    </button>
  );
});
