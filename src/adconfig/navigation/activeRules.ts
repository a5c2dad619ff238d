// Which item and which dropdown action the current page belongs to (spec A 2 Other).

/** The path and query of a link to this site; null for '', '#…' and other sites, which are never active. */
function pathOf(url: string): { path: string; search: string } | null {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  try {
    const parsed = new URL(trimmed, window.location.origin);
    return parsed.origin === window.location.origin ? { path: parsed.pathname, search: parsed.search } : null;
  } catch {
    return null;
  }
}

function withoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** '/adm/preferences/handbooks' with urlPath '/adm' → 'preferences'; '' for the site root. */
export function firstSegment(path: string, urlPath = ''): string {
  const prefix = urlPath.replace(/\/+$/, '');
  const rest = prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) : path;
  return rest.split('/').filter(Boolean)[0] ?? '';
}

/** An item is active when the first segment after the base path of its url matches the current page's. */
export function isItemActive(itemUrl: string, currentPath: string, urlPath = ''): boolean {
  const target = pathOf(itemUrl);
  return target !== null && firstSegment(target.path, urlPath) === firstSegment(currentPath, urlPath);
}

/** A dropdown action is active when its url is the current path (a trailing slash aside; its query, if any, must match too). */
export function isActionActive(actionUrl: string, currentPath: string, currentSearch = ''): boolean {
  const target = pathOf(actionUrl);
  if (target === null) return false;
  if (withoutTrailingSlash(target.path) !== withoutTrailingSlash(currentPath)) return false;
  return target.search === '' || target.search === currentSearch;
}
