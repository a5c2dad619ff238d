import type { DomainRow } from './api';

/**
 * The domains typed for adding: split on lines, commas, semicolons and spaces; a site's address reduced to its
 * host (scheme, www., path, port dropped), lower case; each once, in the order typed.
 */
export function typedDomains(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const host = part
      .trim()
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/:\d+$/, '')
      .replace(/^www\./, '')
      .replace(/\.$/, '');
    if (host) seen.add(host);
  }
  return [...seen];
}

export interface DomainFilter {
  q: string;
  dmin: number | null;
  cmin: number | null;
  f: 'domain' | 'displayed' | 'clicked';
  o: 'asc' | 'desc';
}

/** The rows the filter keeps, in its order (unknown figures last). */
export function filteredDomains(rows: DomainRow[], { q, dmin, cmin, f, o }: DomainFilter): DomainRow[] {
  const needle = q.trim().toLowerCase();
  const kept = rows.filter(
    (row) => (!needle || row.domain.toLowerCase().includes(needle)) && (dmin === null || (row.displayed ?? -1) >= dmin) && (cmin === null || (row.clicked ?? -1) >= cmin),
  );
  const sign = o === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    if (f === 'domain') return sign * a.domain.localeCompare(b.domain);
    const x = a[f];
    const y = b[f];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}
