// The headers gate (ARCHITECTURE.md §2): every XHR/fetch the page sends to the stand-in's API carries
// `X-Requested-With: XMLHttpRequest` and the page's CSRF token (its <meta name="csrf-token">).
// Downloads and links the browser follows itself are navigations, not XHR, and are not checked.
import type { Page, Request } from '@playwright/test';

interface SeenCall {
  what: string;
  requestedWith: string | undefined;
  token: string | undefined;
}

export interface AjaxHeaderWatch {
  /** Every API call without the headers, first one first (empty when all were right). */
  problems(): Promise<string[]>;
}

function isApiCall(request: Request, origin: string): boolean {
  if (request.resourceType() !== 'xhr' && request.resourceType() !== 'fetch') return false;
  const url = new URL(request.url());
  return url.origin === origin && !url.pathname.startsWith('/build/') && !url.pathname.startsWith('/__test/');
}

export function watchAjaxHeaders(page: Page, origin: string): AjaxHeaderWatch {
  const calls: SeenCall[] = [];
  const tokens = new Set<string>();
  const reads: Array<Promise<void>> = [];

  // Each document's token, read twice because either read can lose a race with a quick next navigation (a click
  // through, then a reload at once): from the document's HTML as it arrives, and from its DOM once parsed.
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    reads.push(
      response
        .text()
        .then((html) => {
          const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
          if (token) tokens.add(token);
        })
        .catch(() => undefined), // a redirect has no body; the DOM read below still sees the page
    );
  });
  page.on('domcontentloaded', () => {
    reads.push(
      page
        .evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '')
        .then((token) => {
          if (token) tokens.add(token);
        })
        .catch(() => undefined), // the page went on or closed meanwhile: its calls still show their header
    );
  });
  page.on('request', (request) => {
    if (!isApiCall(request, origin)) return;
    // headers() has what the page's script set (the ajax and CSRF headers are set by our http module).
    const headers = request.headers();
    const url = new URL(request.url());
    calls.push({ what: `${request.method()} ${url.pathname}${url.search}`, requestedWith: headers['x-requested-with'], token: headers['x-csrf-token'] });
  });

  return {
    async problems() {
      await Promise.all(reads);
      const out: string[] = [];
      for (const call of calls) {
        if (call.requestedWith !== 'XMLHttpRequest') out.push(`${call.what}: X-Requested-With is ${JSON.stringify(call.requestedWith)}, not "XMLHttpRequest"`);
        else if (!call.token) out.push(`${call.what}: no X-CSRF-Token`);
        else if (tokens.size > 0 && !tokens.has(call.token)) out.push(`${call.what}: X-CSRF-Token ${call.token} is not the page's (${[...tokens].join(', ')})`);
      }
      return out;
    },
  };
}
