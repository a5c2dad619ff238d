import '@testing-library/jest-dom';
import { act, cleanup, configure } from '@testing-library/react';
import { SEED_DAY } from '@fixtures/server/core/clock';
import { createBackend, TEST_CSRF_TOKEN, type Backend } from '@fixtures/server/testing/backend';
import { setCsrfToken, type FetchAnswer } from '@core/http';
import { pinDate } from './clock';
import { notify } from '@core/notify';
import { failOnUnexpectedConsoleErrors, installConsoleGuard } from './consoleGuard';

export { allowConsoleErrors } from './consoleGuard';

/**
 * The query string a request carried, percent-decoded for reading (`with[]=filters&with[]=columns`):
 * what a test asserts when the list form matters, since PHP reads `ids[]=1&ids[]=2` and not `ids=1&ids=2`.
 */
export const sentQuery = (request: { search?: string }): string => decodeURIComponent(request.search ?? '');

/**
 * Every test talks to the stand-in backend's own handlers, in process (one contract, not two):
 * `backend` answers the calls and records them; a test changes answers for one case only.
 */
export let backend: Backend;

// findBy/waitFor wait up to 5 s (default 1 s): on a busy 2-core machine a 50-row table takes longer to render.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; react-datepicker and the windowed table observe sizes with it.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: NoResizeObserver, configurable: true, writable: true });
}

// jsdom's Blob has no arrayBuffer(), which importExcel reads files with; browsers have it.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

/**
 * The page's fetch (jsdom has none), which src/core/http.ts calls at each request: before each test the
 * stand-in's `backend.fetch`; a test that answers from a stand-in of its own installs that one.
 */
export function installFetch(fetch: (input: string | URL, init?: RequestInit) => Promise<FetchAnswer>): void {
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
}

installConsoleGuard();

/**
 * The tests' clock (issue 39): noon UTC of the seeds' today, the same calendar day from UTC−11 to UTC+11, so
 * no outcome depends on the machine's date. jest.config.js's `fakeTimers.now` is the same moment, for a test
 * that fakes the timers itself (jest.useFakeTimers, then jest.setSystemTime for another day).
 */
export const TEST_NOW = new Date(`${SEED_DAY}T12:00:00Z`);

let unpinDate = (): void => undefined;

beforeEach(() => {
  // Date from TEST_NOW, running at the wall clock's pace (./clock.ts); a test that drives time fakes the timers.
  unpinDate();
  unpinDate = pinDate(TEST_NOW);
  backend = createBackend();
  // Through `backend` at each call: a gate may wrap backend.fetch (bigAnswers) after this.
  installFetch((input, init) => backend.fetch(input, init));
  setCsrfToken(TEST_CSRF_TOKEN);
  document.head.innerHTML = `<meta name="csrf-token" content="${TEST_CSRF_TOKEN}">`;
});

afterEach(() => {
  cleanup();
  act(() => notify.clear());
  window.localStorage.clear();
  window.sessionStorage.clear();
  failOnUnexpectedConsoleErrors();
});
