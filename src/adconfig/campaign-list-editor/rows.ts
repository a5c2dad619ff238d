/** The list's rows: a local id and the template's columns (A 3 Campaign list), and the text they come from. */
export interface ListColumn {
  key: string;
  title: string;
  /** A 5: a row whose value in this column is already in the list is not added. */
  unique: boolean;
}
/** A row's values as shown and typed: text by column key. */
export type RowValues = Record<string, string>;
/**
 * A row of the table: a local key of its own (rows have no id on the server, and a row's own `id` value is
 * one of its values, never overwritten), its values as text, and the row as it came: a row read and saved
 * back goes as it came, every key and value (numbers, nulls, nested values) kept, whatever columns are known.
 */
export interface ListRow {
  readonly key: string;
  readonly values: RowValues;
  /** The row as the server gave it; null for a row made from the text (it is its values). */
  readonly stored: Readonly<Record<string, unknown>> | null;
}

let seq = 0;
/** A local key (rows have none on the server). */
const localKey = (): string => `r${++seq}`;

/** A row typed in the text (or taken from a template). */
export const newRow = (values: RowValues): ListRow => ({ key: localKey(), values, stored: null });

/** A row the list came with: shown by its text and number values, sent back whole. */
export const loadedRow = (raw: Readonly<Record<string, unknown>>): ListRow => ({
  key: localKey(),
  values: Object.fromEntries(Object.entries(raw).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : typeof v === 'number' && Number.isFinite(v) ? [[k, String(v)]] : []))),
  stored: raw,
});

/** A row's values in the columns (what the text and the unique rule see). */
export function valuesOf(row: ListRow, columns: ListColumn[]): RowValues {
  return Object.fromEntries(columns.map((c) => [c.key, row.values[c.key] ?? '']));
}

/** A row as it is saved: a loaded row as it came; a typed one with its values, the columns' keys at least as ''. */
export function storedValues(row: ListRow, columns: ListColumn[]): Record<string, unknown> {
  return row.stored ?? { ...Object.fromEntries(columns.map((c) => [c.key, ''])), ...row.values };
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
