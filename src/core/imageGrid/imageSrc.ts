import { resolveUrl } from '../origin';

const PICTURES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/**
 * An image address from the server as an <img src>, resolved by the browser's rules: http(s), a
 * path on this site, or an inline picture (`data:image/…`, the stand-in's previews). Anything else
 * (javascript:, data:text/html…) gives undefined and the card shows its placeholder.
 */
export function safeImageSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  const resolved = resolveUrl(trimmed);
  if (!resolved) return undefined;
  if (resolved.protocol === 'http:' || resolved.protocol === 'https:') return trimmed;
  if (resolved.protocol !== 'data:') return undefined;
  const type = resolved.pathname.split(/[;,]/)[0].toLowerCase();
  return PICTURES.includes(type) ? trimmed : undefined;
}
