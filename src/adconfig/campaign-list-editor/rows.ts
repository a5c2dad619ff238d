/** The list's rows: a local id and the template's columns (A 3 Campaign list), and the text they come from. */
export interface ListColumn {
  key: string;
  title: string;
  /** A 5: a row whose value in this column is already in the list is not added. */
  unique: boolean;
}
export type ListRow = { id: string } & Record<string, string>;
export type RowValues = Record<string, string>;

let seq = 0;
/** A local id (rows have none on the server). */
export const localId = (): string => `r${++seq}`;

export const withId = (values: RowValues): ListRow => ({ ...values, id: localId() });

/** A row without its local id, as the server stores it. */
export function valuesOf(row: ListRow, columns: ListColumn[]): RowValues {
  return Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? '']));
}

/** One row per non-empty line, values split by tab (or ';') in the columns' order. */
export function parseText(text: string, columns: ListColumn[]): RowValues[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split(line.includes('\t') ? '\t' : ';').map((cell) => cell.trim());
      return Object.fromEntries(columns.map((c, i) => [c.key, cells[i] ?? '']));
    });
}

export function toText(rows: RowValues[], columns: ListColumn[]): string {
  return rows.map((row) => columns.map((c) => row[c.key] ?? '').join('\t')).join('\n');
}

/**
 * The rows that may join `existing` under the unique-column rule (a value already there, or earlier
 * in the batch, keeps the row out; an empty value is no value), and those kept out.
 */
export function uniqueRows(existing: RowValues[], incoming: RowValues[], columns: ListColumn[]): { added: RowValues[]; skipped: RowValues[] } {
  const unique = columns.filter((c) => c.unique);
  const seen = new Map(unique.map((c) => [c.key, new Set(existing.map((r) => (r[c.key] ?? '').toLowerCase()).filter(Boolean))]));
  const added: RowValues[] = [];
  const skipped: RowValues[] = [];
  for (const row of incoming) {
    const clash = unique.some((c) => {
      const value = (row[c.key] ?? '').toLowerCase();
      return value !== '' && seen.get(c.key)?.has(value);
    });
    if (clash) {
      skipped.push(row);
      continue;
    }
    unique.forEach((c) => {
      const value = (row[c.key] ?? '').toLowerCase();
      if (value) seen.get(c.key)?.add(value);
    });
    added.push(row);
  }
  return { added, skipped };
}
