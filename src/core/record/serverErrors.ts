import { ApiError } from '../apiError';
import { isTree, normalisePath, type Path } from './path';

/** A message from one entry of the server's errors: 'text', ['text', …] or {error: 'text'}. */
function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (Array.isArray(value)) return value.map(messageOf).find((m) => m !== null) ?? null;
  if (isTree(value) && typeof value.error === 'string') return value.error.trim() ? value.error : null;
  return null;
}

/**
 * The server's field errors by path (A 8: errors[field], errors[field].error), whatever the nesting:
 * {'rows.3.val': …}, {'rows[3][val]': …} and {rows: {3: {val: {error: …}}}} all give 'rows.3.val'.
 */
export function serverErrorsByPath(error: unknown): Record<Path, string> {
  const out: Record<Path, string> = {};
  if (!(error instanceof ApiError) || !isTree(error.errors)) return out;
  const walk = (node: unknown, prefix: string, depth: number): void => {
    const message = messageOf(node);
    if (message !== null) {
      if (prefix) out[prefix] ??= message;
      return;
    }
    // Deeper than any form nests: hostile or broken data, not a field.
    if (depth > 12) return;
    const entries = isTree(node) ? Object.entries(node) : Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : [];
    for (const [key, value] of entries) walk(value, normalisePath(prefix ? `${prefix}.${key}` : key), depth + 1);
  };
  walk(error.errors, '', 0);
  return out;
}
