import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { notify, type Toast as ToastModel } from '@core/notify';
import { useModalRoom } from './toastRoom';

/**
 * The page's toasts (one host per page, whatever the number of islands, the navigation's notices too), top
 * right under the navbar (islands.css): a modal's footer, a form's bottom fields and the Save bar stay clear.
 * At most three (notify). The stack lets clicks through between its toasts (`.toast-stack`). While a modal is
 * open it keeps clear of the modal's close button and footer (useModalRoom).
 */
export const ToastHost = observer(function ToastHost() {
  const stackRef = useRef<HTMLDivElement>(null);
  useModalRoom(stackRef);
  return (
    <ToastContainer ref={stackRef} position="top-end" className="p-3 position-fixed toast-stack" style={{ zIndex: 1090 }}>
      {notify.toasts.map((t) => (
        <TimedToast key={t.id} toast={t} />
      ))}
    </ToastContainer>
  );
});

/** Text longer than this shows its first lines (CSS clamp) and 'Подробнее': a notice does not fill the window's side. */
export const CLAMP_CHARS = 160;

/** One toast; its timer waits while the pointer is over it or focus is in it (WCAG 2.2.1: time to read it). */
function TimedToast({ toast: t }: { toast: ToastModel }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const long = t.lines.join(' ').length > CLAMP_CHARS;
  return (
    <Toast
      bg={t.variant}
      autohide={t.delay > 0 && !hovered && !focused}
      delay={t.delay || undefined}
      onClose={() => notify.dismiss(t.id)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      role={t.variant === 'danger' ? 'alert' : 'status'}
      aria-live={t.variant === 'danger' ? 'assertive' : 'polite'}
    >
      {/* Its own close button: a close by the operator is told apart from hiding after the delay. */}
      <Toast.Header closeButton={false}>
        <strong className="me-auto toast-title">{t.title}</strong>
        <CloseButton aria-label="Закрыть" onClick={() => notify.close(t.id)} />
      </Toast.Header>
      <Toast.Body className={`toast-text${t.variant === 'danger' || t.variant === 'success' ? ' text-white' : ''}`}>
        <div className={long && !expanded ? 'toast-lines is-clamped' : 'toast-lines'}>
          {t.lines.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
        {long && (
          <button type="button" className="btn btn-link btn-sm p-0 toast-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Свернуть' : 'Подробнее'}
          </button>
        )}
        {t.link && (
          <a className="btn btn-light btn-sm mt-2" href={t.link.href} target="_blank" rel="noopener">
            {t.link.label}
          </a>
        )}
      </Toast.Body>
    </Toast>
  );
}
