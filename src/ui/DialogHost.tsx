import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { notify } from '@core/notify';

/** Alerts and confirmations asked through notify.alert / notify.confirm. */
export const DialogHost = observer(function DialogHost() {
  const dialog = notify.dialogs[0];
  if (!dialog) return null;
  const titleId = `dialog-title-${dialog.id}`;
  return (
    // Above any open modal, its backdrop too (islands.css): a question asked from a modal dims that modal.
    <Modal show onHide={() => dialog.resolve(false)} aria-labelledby={titleId} centered className="dialog-over" backdropClassName="dialog-backdrop">
      {/* An alert's footer button is its 'Закрыть' (Esc too): a second button of that name in the header would be one too many. */}
      <Modal.Header closeButton={dialog.kind === 'confirm'} closeLabel="Закрыть">
        <Modal.Title id={titleId} as="h2" className="h5">
          {dialog.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body style={{ whiteSpace: 'pre-line' }}>{dialog.message}</Modal.Body>
      <Modal.Footer>
        {dialog.kind === 'confirm' && (
          <Button variant="outline-secondary" onClick={() => dialog.resolve(false)}>
            {dialog.cancelLabel}
          </Button>
        )}
        <Button variant={dialog.variant} onClick={() => dialog.resolve(true)} autoFocus>
          {dialog.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
});
