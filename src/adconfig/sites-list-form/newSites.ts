// Turning what the operator typed or imported into new sites: the rules of A 5 in one place.
import type { Category } from './api';
import { categoryByName, hostOf, makeSite, urlKey, type Site } from './site';
import type { IMPORT_COLUMNS } from './texts';

export interface Batch {
  sites: Site[];
  /** Lines or rows that were not added (invalid url, or already in the list). */
  skipped: string[];
}

/** A 5: one url per line; lines are trimmed, empty ones ignored, invalid urls and duplicates skipped. */
export function sitesFromLines(text: string, existing: ReadonlySet<string>): Batch {
  const seen = new Set(existing);
  const sites: Site[] = [];
  const skipped: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const url = line.trim();
    if (!url) continue;
    const host = hostOf(url);
    const key = urlKey(url);
    if (!host || seen.has(key)) {
      skipped.push(url);
      continue;
    }
    seen.add(key);
    sites.push(makeSite({ name: host, url, cid: null }));
  }
  return { sites, skipped };
}

export type ImportRow = Record<(typeof IMPORT_COLUMNS)[number], string>;

/**
 * A 5: Excel rows (Название, Ссылка, Категория) → sites. The category is matched by name among the
 * known ones, else 'Без категории'; an empty name becomes the url's host; invalid urls and
 * duplicates are skipped.
 */
export function sitesFromRows(rows: readonly ImportRow[], categories: readonly Category[], existing: ReadonlySet<string>): Batch {
  const seen = new Set(existing);
  const sites: Site[] = [];
  const skipped: string[] = [];
  for (const row of rows) {
    const url = row['Ссылка'].trim();
    const host = hostOf(url);
    const key = urlKey(url);
    if (!host || seen.has(key)) {
      skipped.push(url || row['Название']);
      continue;
    }
    seen.add(key);
    sites.push(makeSite({ name: row['Название'].trim() || host, url, ...categoryByName(categories, row['Категория']) }));
  }
  return { sites, skipped };
}
