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
