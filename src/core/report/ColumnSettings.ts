import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BusyTask } from '../busy';
import { notify } from '../notify';
import type { ReportColumn } from './columns';
import type { ColumnChoice, PageSettingsApi } from './pageSettings';

export interface DraftColumn extends ColumnChoice {
  title: string;
}

/**
 * Which columns a user sees, in which order, saved per user and page. Columns the saved settings do
 * not name (new ones) show, after the named ones; named columns the report no longer has are ignored.
 * The dialog edits a draft; nothing changes on the page until it is saved.
 */
export class ColumnSettings {
  saved: ColumnChoice[] = [];
  /** The dialog's working copy; null while it is closed. */
  draft: DraftColumn[] | null = null;
  private readonly saveTask = new BusyTask();

  constructor(
    private readonly api: PageSettingsApi,
    /** The page's key in the settings call (`action`). */
    readonly page: string,
  ) {
    makeAutoObservable<ColumnSettings, 'api' | 'saveTask'>(this, { api: false, page: false, saved: observableRef, saveTask: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.draft !== null;
  }

  /** A failed read keeps the default (every column, the server's order) and says so; the report still shows. */
  async load(signal?: AbortSignal): Promise<void> {
    try {
      const saved = await this.api.load(this.page, signal);
      runInAction(() => {
        this.saved = saved;
      });
    } catch (error) {
      if (!signal?.aborted) notify.error(error);
    }
  }

  /** The columns as the user arranged them: saved order first, then unnamed ones; hidden ones left out. */
  arrange(columns: readonly ReportColumn[]): ReportColumn[] {
    return this.ordered(columns).filter((c) => this.isVisible(c.field));
  }

  isVisible(field: string): boolean {
    return this.saved.find((c) => c.field === field)?.visible ?? true;
  }

  open(columns: readonly ReportColumn[]): void {
    this.draft = this.ordered(columns).map((c) => ({ field: c.field, title: c.title, visible: this.isVisible(c.field) }));
  }

  close(): void {
    if (!this.saving) this.draft = null;
  }

  toggle(field: string): void {
    const column = this.draft?.find((c) => c.field === field);
    if (column) column.visible = !column.visible;
  }

  /** Moves a column up (-1) or down (+1) in the draft. */
  move(field: string, step: -1 | 1): void {
    if (!this.draft) return;
    const from = this.draft.findIndex((c) => c.field === field);
    const to = from + step;
    if (from < 0 || to < 0 || to >= this.draft.length) return;
    const next = [...this.draft];
    [next[from], next[to]] = [next[to], next[from]];
    this.draft = next;
  }

  /** Every column shown again, in the server's order (the draft; saved with the rest). */
  resetDraft(columns: readonly ReportColumn[]): void {
    this.draft = columns.map((c) => ({ field: c.field, title: c.title, visible: true }));
  }

  /** POSTs the draft; on success it applies and the dialog closes, on failure the dialog keeps the choices. */
  async save(): Promise<boolean> {
    if (!this.draft || this.saving) return false;
    const choices = this.draft.map(({ field, visible }) => ({ field, visible }));
    return this.saveTask.run(async () => {
      await this.api.save(this.page, choices);
      runInAction(() => {
        this.saved = choices;
        this.draft = null;
      });
      notify.success();
      return true;
    });
  }

  get saving(): boolean {
    return this.saveTask.running;
  }

  /** Every column, hidden ones too, in the user's order (saved order first, then unnamed ones): an export's choice. */
  ordered(columns: readonly ReportColumn[]): ReportColumn[] {
    const rank = new Map(this.saved.map((c, i) => [c.field, i]));
    return columns
      .map((column, index) => ({ column, index }))
      .sort((a, b) => (rank.get(a.column.field) ?? rank.size + a.index) - (rank.get(b.column.field) ?? rank.size + b.index))
      .map((x) => x.column);
  }
}
