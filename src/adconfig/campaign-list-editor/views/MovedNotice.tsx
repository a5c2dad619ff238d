import { observer } from 'mobx-react-lite';
import type { CampaignListEditorStore } from '../CampaignListEditorStore';
import { TEXT } from '../texts';

/** Rows moved to the text are said above the table and the text (in view, not under the tall text area), with their undo. */
export const MovedNotice = observer(function MovedNotice({ store }: { store: CampaignListEditorStore }) {
  return (
    <div role="status" aria-live="polite">
      {store.moved && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2 mb-3">
          <span>{TEXT.moved(store.moved.count)}</span>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={store.undoMove}>
            {TEXT.undoMove}
          </button>
        </div>
      )}
    </div>
  );
});
