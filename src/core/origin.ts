/**
 * URLs resolved the way the browser resolves them (its own URL parser, against the document's base),
 * never checked by pattern: `/\evil.example`, a tab between two slashes or `//host` all turn into
 * another host only once parsed, so only the parsed origin tells where a request would go.
 */

/** The URL the browser would use for `url` on this page, or null when it does not parse. */
export function resolveUrl(url: string, base: string = document.baseURI): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Whether `url`, resolved as the browser would, stays on the page's own origin. */
export function isSameOrigin(url: string, base: string = document.baseURI): boolean {
  const resolved = resolveUrl(url, base);
  return resolved !== null && resolved.origin === window.location.origin;
}

/**
 * Where the page may go on its own (a save's `redirect`, a list link after a save or delete, an
 * action's answer): the URL resolved as the browser would, when it is an http(s) page of this site;
 * else null. A forged answer or a careless prop never takes the operator elsewhere.
 */
export function siteUrl(url: string | null | undefined, base: string = document.baseURI): string | null {
  if (!url || !url.trim()) return null;
  const resolved = resolveUrl(url.trim(), base);
  return resolved !== null && resolved.origin === window.location.origin && /^https?:$/.test(resolved.protocol) ? resolved.href : null;
}

/** Control characters and backslashes: never part of a path we build calls on. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const UNSAFE_PATH_CHARS = /[\u0000-\u001f\u007f\\]/;

/**
 * A site path prefix (props.urlPath): '' or '/…' that, resolved with a path behind it, stays on this
 * origin. Returns why not, or null when it is fine.
 */
export function sitePrefixProblem(prefix: string): string | null {
  if (prefix === '') return null;
  if (!prefix.startsWith('/')) return "must be '' or a path starting with '/'";
  if (UNSAFE_PATH_CHARS.test(prefix)) return 'must not contain backslashes or control characters';
  if (!isSameOrigin(`${prefix.replace(/\/+$/, '')}/x`)) return 'must stay on this site';
  return null;
}
