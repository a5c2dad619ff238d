/** Excel export and import; exceljs is loaded on demand only, never in a screen's initial bundle. */
import { saveBlob } from './files';

export interface ExcelColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
  width?: number;
}

function loadExcel(): Promise<typeof import('exceljs')> {
  return import(/* webpackChunkName: "exceljs" */ 'exceljs');
}

/** The visible columns in their on-screen order, with their Russian headers, as one sheet. */
export async function buildWorkbook<Row>(columns: ExcelColumn<Row>[], rows: Row[], sheetName = 'Лист1'): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.title, width: c.width ?? Math.max(12, c.title.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function exportToExcel<Row>(fileName: string, columns: ExcelColumn<Row>[], rows: Row[]): Promise<void> {
  const buffer = await buildWorkbook(columns, rows);
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    // Hyperlink cells carry {text, hyperlink}, rich text {richText:[{text}]}, formulas {result}.
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown; hyperlink?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (typeof v.text === 'string') return v.text;
    if (v.result !== undefined) return cellText(v.result);
    if (typeof v.hyperlink === 'string') return v.hyperlink;
  }
  return String(value).trim();
}

/** What an import takes at most: a larger file would freeze the page while it is parsed. */
export const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 50_000 } as const;

/** A file over the import limits; its message is for the user. */
export class ExcelLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExcelLimitError';
  }
}

export const LIMIT_TEXT = {
  bytes: (mb: number) => `Файл слишком большой: можно загрузить не более ${mb} МБ.`,
  rows: (rows: number) => `В файле слишком много строк: можно загрузить не более ${rows.toLocaleString('ru-RU')}.`,
};

/**
 * Rows of the first sheet as objects keyed by the named columns, matched by their header text
 * (case-insensitive); missing columns read as ''. Fully empty rows are skipped. A file over the
 * limits is refused (ExcelLimitError) before its rows are read; its size before it is even parsed.
 */
export async function importExcel<K extends string>(file: Blob, columns: readonly K[], limits: { bytes: number; rows: number } = IMPORT_LIMITS): Promise<Record<K, string>[]> {
  if (file.size > limits.bytes) throw new ExcelLimitError(LIMIT_TEXT.bytes(Math.round(limits.bytes / 1024 / 1024)));
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount - 1 > limits.rows) throw new ExcelLimitError(LIMIT_TEXT.rows(limits.rows));
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => header.set(cellText(cell.value).toLowerCase(), col));
  const rows: Record<K, string>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const out = {} as Record<K, string>;
    let any = false;
    for (const name of columns) {
      const col = header.get(name.toLowerCase());
      const text = col ? cellText(row.getCell(col).value) : '';
      if (text) any = true;
      out[name] = text;
    }
    if (any) rows.push(out);
  });
  return rows;
}
