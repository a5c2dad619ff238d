import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import type { OrdLock } from '../OrdLock';
import { TEXT } from '../texts';

/** Says the form is locked, with 'Разблокировать' (asks first; shift-click does not). */
export const LockBar = observer(function LockBar({ lock, what }: { lock: OrdLock; what: string }) {
  if (!lock.locked) return null;
  return (
    <div className="alert alert-secondary d-flex flex-wrap align-items-center gap-3 py-2">
      <span>{TEXT.locked}</span>
      <Button variant="secondary" size="sm" aria-label={TEXT.unlockOf(what)} title={TEXT.unlockHint} onClick={(e) => void lock.unlock(e.shiftKey)}>
        {TEXT.unlock}
      </Button>
    </div>
  );
});
