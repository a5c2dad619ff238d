/** The default words: the error toast has already said why. */
export const LOAD_FAILED_TEXT = { text: 'Данные не загружены.', retry: 'Повторить' };

export interface LoadFailedProps {
  text?: string;
  /** Tries the load again; without it no button (nothing to try, e.g. a page without an id). */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A page whose data did not load: said in the page where the data would be, with a way to try again. */
export function LoadFailed({ text = LOAD_FAILED_TEXT.text, onRetry, retryLabel = LOAD_FAILED_TEXT.retry }: LoadFailedProps) {
  return (
    <div className="alert alert-warning d-flex align-items-center gap-3" role="status">
      {text}
      {onRetry && (
        // outline-dark: the secondary grey on the alert's yellow is below 4.5:1 (axe color-contrast)
        <button type="button" className="btn btn-sm btn-outline-dark" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

/** What an empty table says when its load failed (with 'Повторить'). */
export const TABLE_LOAD_FAILED = 'Не удалось загрузить данные';

/** The same inside a table's empty row: the words and 'Повторить', without the alert box. */
export function LoadFailedInline({ text = LOAD_FAILED_TEXT.text, onRetry, retryLabel = LOAD_FAILED_TEXT.retry }: LoadFailedProps) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {text}
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </span>
  );
}
