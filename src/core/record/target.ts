// Which record a record-form page is about: a create page, an edit page with its id, or an edit page
// whose id is unusable (said so on the page rather than loading record 0 or NaN).
import { pagePath } from '../basePath';

export type RecordTarget = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'bad-id' };

/** `raw`: the id as the page gives it (a path segment or the query's id); null or undefined on a create page. */
export function recordTarget(raw: string | null | undefined): RecordTarget {
  if (raw === null || raw === undefined) return { kind: 'create' };
  const text = raw.trim();
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  return id > 0 ? { kind: 'edit', id } : { kind: 'bad-id' };
}

/** The first group of `pattern` in the page path (the id segment of an edit page), or null when the path does not match. */
export function pathId(pattern: RegExp, path: string = pagePath()): string | null {
  return pattern.exec(path)?.[1] ?? null;
}

/** The edit id of a target; null when creating. */
export const targetId = (target: RecordTarget): number | null => (target.kind === 'edit' ? target.id : null);

/** The last segment of the page path (/preferences/conversion-rules/{id}): always there, so never a create page. */
export const LAST_SEGMENT = /\/([^/]*)$/;
