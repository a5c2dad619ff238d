import { makeAutoObservable } from 'mobx';
import { fieldRules, RecordFormState } from '../record';
import { notify } from '../notify';
import { hasErrors, type FieldErrors, type Rules } from '../validate';
import { showError, type ErrorStyle } from './errorText';
import type { Saved } from '../http';
import type { CrudRow } from './restCollection';

export type CrudFormMode = 'create' | 'edit';

/** The two calls the modal makes (a RestCollection has them; a tree's api too). */
export interface CrudSaveCalls<Row, Input> {
  create(input: Input): Promise<Saved<Row | null>>;
  update(id: number, input: Input): Promise<Saved<Row | null>>;
}

/** What the modal needs of a record: an id to address it (a status is the table's concern). */
export type CrudFormRow = Pick<CrudRow, 'id'>;

export interface CrudFormOptions<Row extends CrudFormRow, Values extends object, Input> {
  /** The values of a new record. */
  empty: () => Values;
  /** The values of a record being edited. */
  fromRow: (row: Row) => Values;
  /** What the backend receives (create and update); `row` is the record edited, null on create. */
  toInput: (values: Values, row: Row | null) => Input;
  /** Client rules with the spec's messages ('Поле "Название" обязательно для заполнения!'). */
  rules?: Rules<Values>;
  /**
   * Checks the rules cannot say (a field depending on another, a list of items): the message per field,
   * merged over the rules' messages; any message stops the save (I 5: a list coefficient's items).
   */
  check?: (values: Values) => FieldErrors<Values>;
  /** Fields that cannot change once the record exists (S 4: a payout scheme's format). */
  lockedWhenEditing?: ReadonlyArray<keyof Values>;
  /** The error toast's style: 'joined' for S 8 payout and KPI errors. */
  errorStyle?: ErrorStyle;
  /** Called after a save (the list reloads). */
  onSaved?: (saved: Row | null, mode: CrudFormMode) => unknown;
  /** Asked before a modal with unsaved edits is closed. */
  discardQuestion?: string;
  /**
   * Edits the modal holds besides its form (a tab that saves on its own, e.g. a counter's prices):
   * while this says true, the modal counts as unsaved too (closing asks, leaving the page asks).
   */
  otherEdits?: () => boolean;
}

export const DISCARD_QUESTION = 'Изменения не сохранены. Закрыть окно без сохранения?';

/**
 * The edit modal of a CRUD screen, on a flat RecordFormState: create or edit one record, the spec's required-field
 * messages, the server's field errors under their fields, locked fields when editing, one save at a time.
 */
export class CrudFormStore<Row extends CrudFormRow, Values extends object, Input> {
  /** The record being edited; null while creating or closed. */
  editing: Row | null = null;
  isOpen = false;
  readonly form: RecordFormState<Values>;

  constructor(
    private readonly api: CrudSaveCalls<Row, Input>,
    private readonly options: CrudFormOptions<Row, Values, Input>,
  ) {
    this.form = new RecordFormState<Values>(options.empty(), { rules: fieldRules(options.rules ?? {}) });
    makeAutoObservable<CrudFormStore<Row, Values, Input>, 'api' | 'options'>(this, { api: false, options: false, form: false }, { autoBind: true });
  }

  /** Unsaved edits in the modal: the form's, or the other edits the screen reports (`otherEdits`). */
  get dirty(): boolean {
    return this.form.dirty || (this.options.otherEdits?.() ?? false);
  }

  get mode(): CrudFormMode {
    return this.editing ? 'edit' : 'create';
  }

  /** A field the user may not change now (greyed out in the modal). */
  isLocked(field: keyof Values): boolean {
    return this.mode === 'edit' && (this.options.lockedWhenEditing ?? []).includes(field);
  }

  openCreate(): void {
    this.editing = null;
    this.form.load(this.options.empty(), null);
    this.isOpen = true;
  }

  openEdit(row: Row): void {
    this.editing = row;
    this.form.load(this.options.fromRow(row), null);
    this.isOpen = true;
  }

  /** Cancel, Escape, the close button: asks first when there are unsaved edits; true when closed. */
  async requestClose(): Promise<boolean> {
    if (this.form.saving) return false;
    if (this.dirty && !(await notify.confirm(this.options.discardQuestion ?? DISCARD_QUESTION, { confirmLabel: 'Закрыть', cancelLabel: 'Вернуться к форме' }))) return false;
    this.close();
    return true;
  }

  close(): void {
    this.isOpen = false;
    this.editing = null;
    this.form.load(this.options.empty(), null);
  }

  /** The rules and the screen's own check, every message shown at once; true when both pass. */
  private checked(): boolean {
    const extra = this.options.check?.(this.form.values) ?? {};
    if (!hasErrors(extra)) return true;
    this.form.validate();
    const messages = Object.entries(extra).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
    this.form.setErrors({ ...this.form.errors, ...Object.fromEntries(messages) });
    return false;
  }

  /** Validates, saves once (POST or PUT), says so, closes and lets the list reload; a failure keeps everything typed. */
  async save(): Promise<boolean> {
    if (!this.checked()) return false;
    const row = this.editing;
    const mode = this.mode;
    const saved = await this.form.submit(
      (values) => (row ? this.api.update(row.id, this.options.toInput(values, row)) : this.api.create(this.options.toInput(values, null))),
      { showError: (error) => showError(error, this.options.errorStyle) },
    );
    if (!saved) return false;
    this.close();
    await this.options.onSaved?.(saved.data, mode);
    return true;
  }
}
