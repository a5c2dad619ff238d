/**
 * The items with each key once, the first one kept: a dictionary answer that repeats a value shows it
 * once (React keys options, columns and rows by it; a repeat is an error and a duplicated item). No copy
 * when nothing repeats.
 */
export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): readonly T[] {
  const seen = new Set<string>();
  let i = 0;
  for (; i < items.length; i++) {
    const key = keyOf(items[i]);
    if (seen.has(key)) break;
    seen.add(key);
  }
  if (i === items.length) return items;
  const out = items.slice(0, i);
  for (; i < items.length; i++) {
    const key = keyOf(items[i]);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(items[i]);
    }
  }
  return out;
}
