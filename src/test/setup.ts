import '@testing-library/jest-dom';
import { act, cleanup, configure } from '@testing-library/react';
import { createBackend, TEST_CSRF_TOKEN, type Backend } from '../../fixtures/server/testing/backend';
import { setCsrfToken, type FetchAnswer } from '../core/http';
import { notify } from '../core/notify';
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

beforeEach(() => {
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
