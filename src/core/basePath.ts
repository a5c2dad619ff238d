/**
 * The page path without a trailing slash: the base for a screen's relative calls (never hard-coded).
 * Repeated slashes are folded: a page opened as `//evil.example/…` must not make `//evil.example/…/search`,
 * which the browser would send to another host.
 */
export function pagePath(pathname: string = window.location.pathname): string {
  return pathname.replace(/[\\/]+/g, '/').replace(/\/+$/, '');
}

/** An absolute API path behind the site prefix that the backend passes as props.urlPath (default ''). */
export function sitePath(path: string, urlPath = ''): string {
  const prefix = urlPath.replace(/\/+$/, '');
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The page's query parameter (e.g. ?id=) or null. */
export function queryParam(name: string, search: string = window.location.search): string | null {
  return new URLSearchParams(search).get(name);
}
