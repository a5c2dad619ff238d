// When the page's API calls have settled: none in flight for a short while. Cheaper than Playwright's
// 'networkidle' (500 ms of no traffic at all, fonts and bundles included) and exact about what a gate
// waits for: the late answers (notices, lazy lists) that still change the page.
import type { Page, Request } from '@playwright/test';

export interface ApiCallWatch {
  /** Resolves once no API call has been in flight for `quietMs` (default 100 ms), or after 10 s. */
  settled(quietMs?: number): Promise<void>;
}

const isApiCall = (request: Request) => request.resourceType() === 'xhr' || request.resourceType() === 'fetch';

export function watchApiCalls(page: Page): ApiCallWatch {
  let inFlight = 0;
  let changed = Date.now();
  const start = (request: Request) => {
    if (!isApiCall(request)) return;
    inFlight += 1;
    changed = Date.now();
  };
  const end = (request: Request) => {
    if (!isApiCall(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);

  return {
    async settled(quietMs = 100) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - changed < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
