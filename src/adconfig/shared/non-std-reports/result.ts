// A 3: a report's result is a table (columns + data) or a file (url). Decoded leniently: a column
// without a key is dropped, a cell that is not a plain value is empty, anything else is 'unknown'.
import { isObject, type CellValue } from '@core/decode';

export interface ResultColumn {
  key: string;
  title: string;
}
export type ResultRow = Record<string, CellValue>;
export type ReportResult =
  | { kind: 'table'; columns: ResultColumn[]; rows: ResultRow[] }
  | { kind: 'file'; url: string }
  | { kind: 'unknown' };

export const RESULT_TEXT = {
  unknownType: 'Неизвестный тип результата!',
  noData: 'Нет данных.',
  caption: 'Результат',
  download: 'Скачать файл',
  export: 'Экспорт в Excel',
};

const cell = (v: unknown): CellValue =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? v : null;
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

function columnOf(raw: unknown): ResultColumn | null {
  if (typeof raw === 'string' || typeof raw === 'number') return text(raw) ? { key: text(raw), title: text(raw) } : null;
  if (!isObject(raw)) return null;
  const key = text(raw.key) || text(raw.field) || text(raw.name);
  return key ? { key, title: text(raw.title) || text(raw.name) || key } : null;
}

/** Rows as objects by column key, or as arrays in the columns' order. */
function rowOf(raw: unknown, columns: ResultColumn[]): ResultRow | null {
  if (Array.isArray(raw)) return Object.fromEntries(columns.map((c, i) => [c.key, cell(raw[i])]));
  if (isObject(raw)) return Object.fromEntries(columns.map((c) => [c.key, cell(raw[c.key])]));
  return null;
}

export function resultOf(raw: unknown): ReportResult {
  if (!isObject(raw)) return { kind: 'unknown' };
  if (typeof raw.url === 'string' && raw.url.trim() !== '') return { kind: 'file', url: raw.url.trim() };
  if (Array.isArray(raw.columns) && Array.isArray(raw.data)) {
    const seen = new Set<string>();
    const columns = raw.columns.map(columnOf).filter((c): c is ResultColumn => c !== null && !seen.has(c.key) && Boolean(seen.add(c.key)));
    const rows = raw.data.map((r) => rowOf(r, columns)).filter((r): r is ResultRow => r !== null);
    return { kind: 'table', columns, rows };
  }
  return { kind: 'unknown' };
}
