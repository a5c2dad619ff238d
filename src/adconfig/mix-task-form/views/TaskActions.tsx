import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import type { MixTaskFormStore } from '../MixTaskFormStore';
import { TEXT } from '../texts';

/** A 4 on a saved task: Run / Stop, Archive / back from the archive (each saved at once), copy, delete. */
export const TaskActions = observer(function TaskActions({ store }: { store: MixTaskFormStore }) {
  const disabled = store.busy || store.form.saving || store.form.leavingTo !== null;
  const { status } = store;
  return (
    <>
      <Button variant="outline-success" disabled={disabled || !store.canRun} onClick={() => void store.toggle('run')}>
        {status === 'processing' ? TEXT.stop : TEXT.run}
      </Button>
      <Button variant="outline-dark" disabled={disabled || !store.canArchive} onClick={() => void store.toggle('archive')}>
        {status === 'archive' ? TEXT.unarchive : TEXT.archive}
      </Button>
      <Button variant="outline-secondary" disabled={disabled} onClick={() => void store.copy()}>
        {TEXT.copy}
      </Button>
      <Button variant="outline-danger" disabled={disabled} onClick={() => void store.remove()}>
        {TEXT.remove}
      </Button>
    </>
  );
});
