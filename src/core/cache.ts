/** Data cached in localStorage with a time to live (A 9: default 604800 s, 7 days). */
export const DEFAULT_TTL_SECONDS = 604800;
const PREFIX = 'bo-cache:';

interface Entry<T> {
  value: T;
  expires: number;
}

export function cacheGet<T>(key: string, now: number = Date.now()): T | undefined {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(PREFIX + key);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (typeof entry.expires === 'number' && entry.expires > now) return entry.value;
  } catch {
    // A broken entry is as good as none.
  }
  window.localStorage.removeItem(PREFIX + key);
  return undefined;
}

export function cacheSet<T>(key: string, value: T, ttlSeconds: number = DEFAULT_TTL_SECONDS, now: number = Date.now()): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ value, expires: now + ttlSeconds * 1000 }));
  } catch {
    // Storage full or disabled: the data is simply fetched again next time.
  }
}

/** The cached value, or the loader's answer stored for next time. */
export async function cached<T>(key: string, load: () => Promise<T>, ttlSeconds: number = DEFAULT_TTL_SECONDS): Promise<T> {
  const hit = cacheGet<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  cacheSet(key, value, ttlSeconds);
  return value;
}
