import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import type { SetLock } from '@core/setLock';

export const UNLOCK_TEXT = 'Разблокировать';
const UNLOCK_HINT = 'Shift+щелчок — без вопроса';

/** The lock's note and its button while locked: a click asks first, Shift+click unlocks at once (SetLock). */
export const UnlockButton = observer(function UnlockButton({ lock, note }: { lock: SetLock; note: string }) {
  if (!lock.locked) return null;
  return (
    <div className="alert alert-light border d-flex align-items-center gap-3 py-2">
      <span className="flex-grow-1">{note}</span>
      <Button variant="outline-secondary" size="sm" title={UNLOCK_HINT} onClick={(e) => void lock.unlock(e.shiftKey)}>
        {UNLOCK_TEXT}
      </Button>
    </div>
  );
});
