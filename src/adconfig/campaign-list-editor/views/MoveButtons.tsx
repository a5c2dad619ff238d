import { observer } from 'mobx-react-lite';
import type { CampaignListEditorStore } from '../CampaignListEditorStore';
import { TEXT } from '../texts';

/** Between the table and the text: add and replace take the text, to-text takes the checked rows. */
export const MoveButtons = observer(function MoveButtons({ store }: { store: CampaignListEditorStore }) {
  return (
    <div className="d-flex flex-lg-column gap-2 pt-lg-5" role="group" aria-label="Перенос строк">
      <button type="button" className="btn btn-outline-primary" onClick={store.add}>
        ← {TEXT.add}
      </button>
      <button type="button" className="btn btn-outline-primary" onClick={store.replace}>
        ← {TEXT.replace}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={store.toText}>
        {TEXT.toText} →
      </button>
    </div>
  );
});
