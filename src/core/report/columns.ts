import { d } from '../decode';

/** A column as the backend describes it (S 3 "Report columns": field, title, is_card, sorting). */
export interface ReportColumn {
  field: string;
  title: string;
  /** Shown on the card (the row's summary) rather than as a plain cell. */
  isCard: boolean;
  sortable: boolean;
}

const rawColumn = d.record({ field: d.text, title: d.text, is_card: d.bool, sorting: d.bool });

/** The answer's columns; entries without a field cannot be shown and are left out, a missing title shows the field. */
export function reportColumnsOf(raw: unknown): ReportColumn[] {
  const seen = new Set<string>();
  return d.list(rawColumn)(raw).flatMap((c) => {
    if (!c.field || seen.has(c.field)) return [];
    seen.add(c.field);
    return [{ field: c.field, title: c.title || c.field, isCard: c.is_card ?? false, sortable: c.sorting ?? false }];
  });
}

/**
 * How many leading columns are a row's key, for a report whose columns the server describes: through
 * the first card column (the row's name, S 3 is_card) when it is among the first two (an id and a name),
 * else the first column alone.
 */
export function keyColumnCount(columns: readonly ReportColumn[]): number {
  if (columns.length === 0) return 0;
  const card = columns.slice(0, 2).findIndex((c) => c.isCard);
  return card + 1 || 1;
}
