import { ApiError } from '../apiError';
import { notify } from '../notify';

export type ErrorStyle = 'lines' | 'joined';

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null && 'error' in value) return texts((value as { error: unknown }).error);
  return [];
}

/**
 * S 8 "Payout and KPI errors": the texts of `errors` joined by spaces; without errors, the message
 * (or the envelope's `error`, which http already reads into the message). '' when there is neither.
 */
export function joinedErrorText(error: ApiError): string {
  const list = Array.isArray(error.errors) ? error.errors : Object.values(error.errors ?? {});
  const joined = list.flatMap(texts).map((t) => t.trim()).filter(Boolean).join(' ');
  return joined || error.message;
}

/**
 * The error toast in the screen's style. 'lines' (the general catalogue): the message and each error
 * on its own line. 'joined' (S 8): the errors joined by spaces on one line; the server's message, when
 * it sent one besides the errors, stays as the line above (every screen shows the server's message).
 * An ended session and anything that is not a failed call keep the shared handling.
 */
export function showError(error: unknown, style: ErrorStyle = 'lines'): void {
  notify.error(inErrorStyle(error, style));
}

/** The error as `showError` shows it in the style: what a list's load failure (CrudListStore) hands on to its toast. */
export function inErrorStyle(error: unknown, style: ErrorStyle = 'lines'): unknown {
  if (style === 'lines' || !(error instanceof ApiError) || error.sessionEnded) return error;
  const joined = joinedErrorText(error);
  // One line of errors under the message: the toast's lines are the message and each entry of errors.
  return joined ? new ApiError(joined === error.message ? '' : error.message, { status: error.status, errors: [joined] }) : error;
}
