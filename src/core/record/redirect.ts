import { resolveUrl } from '../origin';

/**
 * Where a save's answer sends the page (`redirect` of the envelope): followed only when it resolves,
 * as the browser would, to this site (a forged or broken answer never takes the operator elsewhere).
 */
export function redirectTarget(url: string | null | undefined): string | null {
  if (!url || !url.trim()) return null;
  const resolved = resolveUrl(url.trim());
  return resolved !== null && resolved.origin === window.location.origin && /^https?:$/.test(resolved.protocol) ? resolved.href : null;
}
