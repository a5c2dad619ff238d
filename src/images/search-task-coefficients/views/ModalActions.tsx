import { observer } from 'mobx-react-lite';
import type { SearchTaskCoefficientsStore } from '../SearchTaskCoefficientsStore';
import { TEXTS } from '../texts';

/** I 2.2 (variant): a delete button when editing, a reset button when creating. */
export const ModalActions = observer(function ModalActions({ store }: { store: SearchTaskCoefficientsStore }) {
  const { editor } = store;
  if (editor.mode === 'edit') {
    return (
      <button type="button" className="btn btn-outline-danger" onClick={() => void store.removeEdited()} disabled={editor.form.saving}>
        {TEXTS.remove}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn-outline-secondary" onClick={store.reset} disabled={editor.form.saving}>
      {TEXTS.reset}
    </button>
  );
});
