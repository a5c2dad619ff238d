/** A URL from the server as a link target: only http(s), mailto and relative paths; anything else (javascript:, data:) gives undefined. */
export function safeHref(url: string | null | undefined, base: string = window.location.origin): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  try {
    const parsed = new URL(trimmed, base);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** A site URL as typed (with or without scheme) → a link target. */
export function siteHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return safeHref(/^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? url : `http://${url.trim()}`);
}
