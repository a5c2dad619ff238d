// What every gate expects of a page, as data: imported by the browser gates (e2e/gates/gate.ts) and the
// jsdom gate matrix (src/test/gates/), so both hold the screens to the same texts.
import { FAULT_TEXT, type FaultKind } from '../fixtures/server/core/faults';

/** The load-state texts of a list while it is not done (ARCHITECTURE.md, list store). */
export const LOADING_TEXTS = ['Ожидаю данные...', 'Данные получены. Строю таблицу...'];
export const FALLBACK_ERROR = 'Что-то пошло не так!';
export const ERROR_TITLE = 'Ошибка';
/** ErrorBoundary's text (src/ui/ErrorBoundary.tsx): the island crashed. */
export const CRASH_TEXT = 'Экран не удалось показать';
/** Every page carries it; the gates check it on every screen's page. */
export const NAVIGATION = 'navigation';

/** The failures a call can meet, and the toast lines each gives (spec catalogue: message, each error, or the fallback). */
export const FAILURES = ['http500', 'network', 'fail-message', 'fail-errors', 'malformed-json'] as const satisfies readonly FaultKind[];
export type Failure = (typeof FAILURES)[number];
export const TOAST_LINES: Record<Failure, string[]> = {
  http500: [FAULT_TEXT.http500],
  network: [FALLBACK_ERROR],
  'fail-message': [FAULT_TEXT.failMessage],
  'fail-errors': [FAULT_TEXT.failErrors, FAULT_TEXT.fieldError],
  'malformed-json': [FALLBACK_ERROR],
};
