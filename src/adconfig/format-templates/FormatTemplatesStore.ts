import { makeAutoObservable } from 'mobx';
import { CrudListStore } from '@core/crud/CrudListStore';
import { formatOf, type FormatInfo, type FormatTemplate, type FormatTemplatesApi } from './api';
import { ROW_LABELS, TEXTS } from './texts';

/** The format of the page: ?id={format_id}, a positive whole number, else null (nothing to list). */
export function formatIdOf(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A 2 Other: the templates of one format; block / unblock (the turn call), delete after a confirmation. */
export class FormatTemplatesStore {
  readonly table: CrudListStore<FormatTemplate, never>;
  format: FormatInfo | null = null;

  /** `printed`: the format the page printed (props `format`), kept when an answer does not name it. */
  constructor(
    private readonly api: FormatTemplatesApi,
    readonly formatId: number | null,
    printed?: FormatInfo,
  ) {
    this.format = printed && printed.id === formatId ? printed : null;
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      params: () => ({ format_id: formatId ?? '' }),
      onPage: (page) => this.setFormat(formatOf(page.extra.format) ?? this.format),
    });
    makeAutoObservable<FormatTemplatesStore, 'api'>(this, { api: false, table: false, formatId: false }, { autoBind: true });
  }

  setFormat(format: FormatInfo | null): void {
    this.format = format;
  }

  /** A 4: Block when active, Unblock otherwise; the row shows the status the answer carries, then the list reloads. */
  turn(row: FormatTemplate): Promise<boolean> {
    return this.table.act(row, {
      call: () => this.api.turn(row),
      success: (saved) => saved.message,
      apply: (saved, current) => ({ ...current, status: saved.data }),
    });
  }

  remove(row: FormatTemplate): Promise<boolean> {
    return this.table.remove(row);
  }

  /** Loads the list (only with a format to list); returns the disposer (useStarted). */
  start(): () => void {
    if (this.formatId === null) return () => undefined;
    return this.table.start();
  }
}
