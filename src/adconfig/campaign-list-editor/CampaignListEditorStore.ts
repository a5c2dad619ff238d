import { makeAutoObservable } from 'mobx';
import { notify } from '@core/notify';
import { RecordFormState, RecordPageState } from '@core/record';
import { Selection } from '@core/selection';
import type { CampaignList, CampaignListApi, SavedTemplate } from './api';
import type { CampaignListEditorProps } from './props';
import { newRow, parseText, storedValues, toText, uniqueRows, valuesOf, type ListColumn, type ListRow } from './rows';
import { TEXT } from './texts';

export interface ListValues {
  name: string;
  isNoExport: boolean;
  rows: ListRow[];
}

/**
 * The campaign list editor (A 2, A 3, A 5): rows in a table, text on the right; add / replace / to-text
 * between them under the unique-column rule; saved templates; save to the page, then its redirect.
 */
export class CampaignListEditorStore {
  /** The list; text typed that is not in it yet is unsaved too (until a save sends the page away). */
  readonly form = new RecordFormState<ListValues>({ name: '', isNoExport: false, rows: [] }, { otherEdits: () => this.text.trim() !== '' });
  readonly selection = new Selection<string>();
  readonly page: RecordPageState<ListValues, undefined, CampaignList>;
  columns: ListColumn[] = [];
  /** The list's fields this page does not edit, as they came: sent back with every save. */
  private kept: Record<string, unknown> = {};
  text = '';
  /** What the last add or replace kept out (the unique-column rule). */
  skipped = 0;
  /** The last to-text, while nothing else has changed the table or the text: said, and undoable. */
  moved: { count: number; rows: ListRow[]; text: string; selected: string[] } | null = null;
  templates: SavedTemplate[] = [];
  templateId: number | null = null;
  templateName = '';
  templateError: string | null = null;
  savingTemplate = false;

  constructor(
    private readonly api: CampaignListApi,
    private readonly props: CampaignListEditorProps = {},
  ) {
    // The list is the page's own record (no id): loaded from the page's address.
    this.page = new RecordPageState(this.form, {
      record: (signal) => api.load(signal),
      apply: (list) => {
        if (!list) return;
        this.columns = list.columns;
        this.kept = list.kept;
        this.form.load({ name: list.name, isNoExport: list.isNoExport, rows: list.list });
        this.selection.clear();
        this.moved = null;
      },
    });
    makeAutoObservable<CampaignListEditorStore, 'api' | 'props' | 'kept'>(this, { api: false, props: false, kept: false, page: false, form: false, selection: false }, { autoBind: true });
  }

  get rows(): ListRow[] {
    return this.form.values.rows;
  }

  /** Unsaved: the list changed, or text typed that is not in it yet. */
  get dirty(): boolean {
    return this.form.dirty;
  }

  start(): () => void {
    void this.loadTemplates();
    return this.page.start();
  }

  setText(text: string): void {
    this.text = text;
    this.moved = null;
  }

  /** The text's rows join the table; those kept out by the unique rule stay in the text. */
  add(): void {
    if (!this.hasColumns()) return;
    const incoming = parseText(this.text, this.columns);
    if (incoming.length === 0) return;
    const { added, skipped } = uniqueRows(this.rows.map((r) => valuesOf(r, this.columns)), incoming, this.columns);
    this.form.set('rows', [...this.rows, ...added.map(newRow)]);
    this.moved = null;
    this.skipped = skipped.length;
    this.text = toText(skipped, this.columns);
  }

  /** The table becomes the text's rows. */
  replace(): void {
    if (!this.hasColumns()) return;
    const incoming = parseText(this.text, this.columns);
    const { added, skipped } = uniqueRows([], incoming, this.columns);
    this.form.set('rows', added.map(newRow));
    this.selection.clear();
    this.moved = null;
    this.skipped = skipped.length;
    this.text = toText(skipped, this.columns);
  }

  /**
   * The selected rows move to the text (after what is typed there), to be edited and added back (a copy
   * could not be added back: the unique rule keeps it out). The move is said, since Save stores only the
   * table, and can be undone until the table or the text changes again.
   */
  toText(): void {
    const chosen = this.rows.filter((r) => this.selection.has(r.key));
    if (chosen.length === 0) {
      notify.error(TEXT.noneSelected);
      return;
    }
    const before = { count: chosen.length, rows: this.rows, text: this.text, selected: chosen.map((r) => r.key) };
    const lines = toText(chosen.map((r) => valuesOf(r, this.columns)), this.columns);
    this.text = this.text.trim() ? `${this.text.replace(/\s+$/, '')}\n${lines}` : lines;
    this.form.set('rows', this.rows.filter((r) => !this.selection.has(r.key)));
    this.selection.clear();
    this.moved = before;
  }

  /**
   * Neither the template nor the rows name a column (an empty list the page printed without its columns):
   * the text has nothing to be split into, so it stays as typed, and the operator is told why.
   */
  private hasColumns(): boolean {
    if (this.columns.length > 0 || this.text.trim() === '') return true;
    notify.error(TEXT.noColumns);
    return false;
  }

  /** The last to-text undone: the rows back in their places (checked again), the text as it was. */
  undoMove(): void {
    const moved = this.moved;
    if (!moved) return;
    this.form.set('rows', moved.rows);
    this.text = moved.text;
    for (const id of moved.selected) this.selection.toggle(id, true);
    this.moved = null;
  }

  /** Saves the table (the text is not the list); then the answer's redirect (this site only), else its message. */
  async save(): Promise<void> {
    await this.page.save(
      // Each loaded row as it came (never `{}` for want of columns), each typed one with its values; the list's other fields as they came.
      (values) => this.api.save({ ...this.kept, name: values.name.trim(), list: values.rows.map((r) => storedValues(r, this.columns)), isNoExport: values.isNoExport }),
      { redirect: (answer) => answer.redirect, success: (answer) => answer.message || undefined },
    );
  }

  // Saved templates (A 7: GET list, POST name and params).

  async loadTemplates(): Promise<void> {
    const url = this.props.templatesLoadUrl;
    if (!url) return;
    try {
      this.setTemplates(await this.api.templates(url));
    } catch (error) {
      notify.error(error);
    }
  }

  private setTemplates(templates: SavedTemplate[]): void {
    this.templates = templates;
  }

  chooseTemplate(id: number | null): void {
    this.templateId = id;
  }

  /** The chosen template's rows into the text (after what is typed), to be added or to replace. */
  useTemplate(): void {
    const chosen = this.templates.find((t) => t.id === this.templateId);
    if (!chosen) return;
    const lines = toText(chosen.list, this.columns);
    this.setText(this.text.trim() ? `${this.text.replace(/\s+$/, '')}\n${lines}` : lines);
    if (!this.templateName) this.templateName = chosen.name;
  }

  setTemplateName(name: string): void {
    this.templateName = name;
    this.templateError = null;
  }

  /** The table saved as a template: a name is needed, and a name already used asks before overwriting. */
  async saveTemplate(): Promise<void> {
    if (this.savingTemplate) return;
    const url = this.props.templatesSaveUrl;
    if (!url) {
      notify.error(TEXT.noSaveUrl);
      return;
    }
    const name = this.templateName.trim();
    if (!name) {
      this.templateError = TEXT.templateNameRequired;
      return;
    }
    if (this.templates.some((t) => t.name.trim().toLowerCase() === name.toLowerCase()) && !(await notify.confirm(TEXT.overwrite(name)))) return;
    this.setSavingTemplate(true);
    try {
      await this.api.saveTemplate(url, name, this.rows.map((r) => valuesOf(r, this.columns)));
      notify.success();
      void this.loadTemplates();
    } catch (error) {
      notify.error(error);
    } finally {
      this.setSavingTemplate(false);
    }
  }

  private setSavingTemplate(on: boolean): void {
    this.savingTemplate = on;
  }
}
