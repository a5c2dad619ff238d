import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ImageGridStore } from '@core/imageGrid';
import { safeImageSrc } from '@core/imageGrid';

export const IMAGE_MODAL_TEXT = {
  previous: 'Предыдущее',
  next: 'Следующее',
  saveAndContinue: 'Сохранить и продолжить',
  saveAndClose: 'Сохранить и закрыть',
  close: 'Закрыть',
  noPicture: 'Нет изображения',
} as const;

export interface ImageModalProps<Row, K extends string | number> {
  grid: ImageGridStore<Row, K>;
  title(row: Row): string;
  /** The large picture's address (photo_url; the preview when there is none). */
  src(row: Row): string | null;
  /** The editor of the open card (the screen's tags), and anything under the picture (a history link). */
  children(row: Row): ReactNode;
  /** With onSave: 'Сохранить и продолжить' (then the next card) and 'Сохранить и закрыть'. Resolves true when saved. */
  onSave?(row: Row): Promise<boolean>;
  saving?: boolean;
}

/** Typing in a field of the modal keeps its arrows; elsewhere ← and → (codes 37, 39, I 9) step through the cards. */
const isField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * I 2.1: the large-image modal of the grid's open card: previous / next (disabled at the ends, also
 * ← →), save and continue (to the next card), save and close, close.
 */
function ImageModalView<Row, K extends string | number>({ grid, title, src, children, onSave, saving = false }: ImageModalProps<Row, K>) {
  const titleId = useId();
  const row = grid.modalRow;
  const picture = row === undefined ? undefined : safeImageSrc(src(row));

  const open = row !== undefined;
  // On the document: the modal's focus may sit on its outer element, outside anything a prop reaches.
  useEffect(() => {
    if (!open || saving) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isField(event.target)) return;
      if (event.key === 'ArrowLeft') grid.previous();
      else if (event.key === 'ArrowRight') grid.next();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [grid, open, saving]);
  const save = async (andThen: 'next' | 'close') => {
    if (row === undefined || !onSave || !(await onSave(row))) return;
    if (andThen === 'next' && grid.hasNext) grid.next();
    else grid.close();
  };

  return (
    // Closed, the keyboard goes back to the cursor's card (the grid scrolls to it: the card that opened the modal may be gone from the window).
    // Scrollable: the body scrolls under a footer that stays in view (its buttons at 1366×768 and 1024×768).
    <Modal scrollable show={row !== undefined} onHide={grid.close} onExited={grid.requestCursorFocus} restoreFocus={false} size="lg" aria-labelledby={titleId} backdrop={saving ? 'static' : true} keyboard={!saving}>
      {row !== undefined && (
        <>
          <Modal.Header closeButton closeLabel={IMAGE_MODAL_TEXT.close}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {title(row)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {picture ? <img className="image-modal-picture mb-3" src={picture} alt={title(row)} /> : <p className="text-body-secondary">{IMAGE_MODAL_TEXT.noPicture}</p>}
            {children(row)}
          </Modal.Body>
          <Modal.Footer className="justify-content-between">
            <div className="d-flex gap-2">
              <Button variant="outline-secondary" onClick={grid.previous} disabled={!grid.hasPrevious || saving}>
                ← {IMAGE_MODAL_TEXT.previous}
              </Button>
              <Button variant="outline-secondary" onClick={grid.next} disabled={!grid.hasNext || saving}>
                {IMAGE_MODAL_TEXT.next} →
              </Button>
            </div>
            <div className="d-flex gap-2">
              {onSave && (
                <>
                  <Button variant="primary" onClick={() => void save('next')} disabled={saving}>
                    {IMAGE_MODAL_TEXT.saveAndContinue}
                  </Button>
                  <Button variant="outline-primary" onClick={() => void save('close')} disabled={saving}>
                    {IMAGE_MODAL_TEXT.saveAndClose}
                  </Button>
                </>
              )}
              <Button variant="secondary" onClick={grid.close} disabled={saving}>
                {IMAGE_MODAL_TEXT.close}
              </Button>
            </div>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}

export const ImageModal = observer(ImageModalView) as <Row, K extends string | number>(props: ImageModalProps<Row, K>) => ReactNode;
