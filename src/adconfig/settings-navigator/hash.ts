import type { HashField } from '@core/hash';

/** An action's deep-link key: a word that can head the hash (no '=', '?' or '&' to be read as pairs). */
export const ACTION_KEY = /^[A-Za-z0-9_.-]{1,64}$/;

/** The open action as the hash's bare head: another word is no action (none open). */
const actionKey: HashField<string> = {
  kind: 'filter',
  defaultValue: '',
  bare: true,
  parse: (raw) => (raw === '' || ACTION_KEY.test(raw) ? raw : undefined),
  write: (value) => value,
};

/** A query that can stand in the hash as written: every escape sound, no '#', space or control character. */
function isSoundQuery(qs: string): boolean {
  if (qs.length > 4000 || /[#\s\p{Cc}]/u.test(qs)) return false;
  try {
    for (const part of qs.split(/[&=]/)) encodeURIComponent(decodeURIComponent(part));
    return true;
  } catch {
    return false;
  }
}

/**
 * The action's query as A 2 writes it, after the '?' as written (`#sessions?active=0`). Links of the
 * first version (`#sessions?qs=active%3D0`: a lone `qs` whose value is itself a query) still open.
 */
const actionQuery: HashField<string> = {
  kind: 'filter',
  defaultValue: '',
  tail: true,
  parse: (raw) => {
    const legacy = /^qs=([^&]*)$/.exec(raw);
    let qs = raw;
    if (legacy) {
      try {
        const inner = decodeURIComponent(legacy[1].replace(/\+/g, ' '));
        if (inner.includes('=')) qs = inner;
      } catch {
        return undefined;
      }
    }
    if (!isSoundQuery(qs)) return undefined;
    try {
      return asBrowserKeepsIt(qs);
    } catch {
      // A lone surrogate: no UTF-8 to escape it to.
      return undefined;
    }
  },
  write: (value) => value,
};

/**
 * The query as the address bar keeps it: the browser escapes a fragment's non-ASCII letters and `"<>\``
 * (`#?q=¡` reads back as `#?q=%C2%A1`), so the value is read in that form and written back unchanged.
 */
function asBrowserKeepsIt(qs: string): string {
  return qs.replace(/["<>`]|[^ -~]/gu, (ch) => encodeURIComponent(ch));
}

/** The deep link: the open action, then its query: `#sessions?active=0` (A 2: action?qs). */
export const hashSchema = {
  action: actionKey,
  qs: actionQuery,
};
