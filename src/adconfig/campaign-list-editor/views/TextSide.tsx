import { observer } from 'mobx-react-lite';
import { FormField } from '../../../ui/FormField';
import type { CampaignListEditorStore } from '../CampaignListEditorStore';
import { TEXT } from '../texts';

/** The text side: one row per line (A 9: 20 rows); what the unique rule kept out stays here, said under it; rows moved here are said, with their undo. */
export const TextSide = observer(function TextSide({ store }: { store: CampaignListEditorStore }) {
  return (
    <>
      <FormField label={TEXT.text} help={store.skipped > 0 ? `${TEXT.textHint} ${TEXT.skipped(store.skipped)}` : TEXT.textHint}>
        {(control) => <textarea {...control} rows={20} spellCheck={false} value={store.text} onChange={(e) => store.setText(e.target.value)} />}
      </FormField>
      <div role="status" aria-live="polite" className="small">
        {store.moved && (
          <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2 mb-0 mt-2">
            <span>{TEXT.moved(store.moved.count)}</span>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={store.undoMove}>
              {TEXT.undoMove}
            </button>
          </div>
        )}
      </div>
    </>
  );
});
