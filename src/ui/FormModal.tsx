import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useId, useRef } from 'react';

/** What an operator types or chooses in: the first one enabled takes the focus when the modal opens. */
const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

export interface FormModalProps {
  show: boolean;
  title: string;
  onHide(): void;
  onSubmit(): void;
  saving?: boolean;
  submitLabel?: string;
  children: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** Extra footer buttons on the left (delete, reset). */
  extraActions?: ReactNode;
  /** The unsaved-edits mark shown in the footer (e.g. 'Есть несохранённые изменения'); absent: none. */
  unsavedText?: string;
}

/**
 * A modal form: it opens with the focus on its first field, Enter submits, Save is disabled while saving
 * (no double submit), and the modal stays open meanwhile.
 */
export function FormModal({ show, title, onHide, onSubmit, saving, submitLabel = 'Сохранить', children, size, extraActions, unsavedText }: FormModalProps) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <Modal
      show={show}
      onHide={onHide}
      size={size}
      // A long form scrolls in its body; Save stays in view.
      scrollable
      aria-labelledby={titleId}
      backdrop={saving ? 'static' : true}
      keyboard={!saving}
      // Once shown (the modal has taken the focus for itself by then): to the first field, ready to type.
      onEntered={() => form.current?.querySelector<HTMLElement>(FIELD)?.focus()}
    >
      <form ref={form} onSubmit={submit} noValidate className="modal-form">
        <Modal.Header closeButton closeLabel="Закрыть">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <div className="me-auto d-flex align-items-center gap-2">
            {extraActions}
            {unsavedText && (
              <span className="text-warning-emphasis small" role="status">
                {unsavedText}
              </span>
            )}
          </div>
          <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
            Отмена
          </Button>
          <SaveButton saving={saving} label={submitLabel} />
        </Modal.Footer>
      </form>
    </Modal>
  );
}

/** The submit button every form uses: disabled with a spinner while the save is in flight. */
export function SaveButton({ saving, disabled, label = 'Сохранить', onClick }: { saving?: boolean; disabled?: boolean; label?: string; onClick?: () => void }) {
  return (
    <Button type={onClick ? 'button' : 'submit'} variant="primary" disabled={saving || disabled} aria-busy={saving || undefined} onClick={onClick}>
      {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label}
    </Button>
  );
}
