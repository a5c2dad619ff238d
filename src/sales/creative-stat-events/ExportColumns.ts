import { makeAutoObservable } from 'mobx';
import type { ReportColumn } from '@core/report/columns';
import { TEXTS } from './texts';

export interface ExportColumn {
  field: string;
  title: string;
  chosen: boolean;
}

/**
 * S 2 'selectable export columns': the dialog choosing which of the report's columns go into the Excel file.
 * It opens on every column in the user's order, those on screen ticked (or the last choice, while the page
 * lives); the export takes at least one.
 */
export class ExportColumns {
  /** The dialog's columns; null while it is closed. */
  columns: ExportColumn[] | null = null;
  error: string | null = null;
  /** The fields of the last export: the next opening starts from them. */
  private last: ReadonlySet<string> | null = null;

  constructor() {
    makeAutoObservable<ExportColumns, 'last'>(this, { last: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.columns !== null;
  }

  /** `columns`: every column, in the user's order; `shown`: the fields on screen. */
  open(columns: readonly ReportColumn[], shown: readonly string[]): void {
    const ticked = this.last ?? new Set(shown);
    this.columns = columns.map((c) => ({ field: c.field, title: c.title, chosen: ticked.has(c.field) }));
    this.error = null;
  }

  close(): void {
    this.columns = null;
  }

  toggle(field: string): void {
    const column = this.columns?.find((c) => c.field === field);
    if (column) column.chosen = !column.chosen;
    this.error = null;
  }

  /** Ticks every column, or unticks them all when all are ticked. */
  toggleAll(): void {
    if (!this.columns) return;
    const all = this.allChosen;
    this.columns.forEach((c) => (c.chosen = !all));
    this.error = null;
  }

  get allChosen(): boolean {
    return this.columns?.every((c) => c.chosen) ?? false;
  }

  /** The chosen fields in order, remembered for the next opening; null (and the message) when none is chosen. */
  take(): string[] | null {
    const fields = (this.columns ?? []).filter((c) => c.chosen).map((c) => c.field);
    if (fields.length === 0) {
      this.error = TEXTS.noExportColumns;
      return null;
    }
    this.last = new Set(fields);
    return fields;
  }
}
