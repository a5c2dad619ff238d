import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import { formatsOf, type PayoutFormat, type PayoutScheme, type PayoutSchemeInput, type PayoutSchemesApi } from './api';
import { hashSchema } from './hash';
import { ROW_LABELS, TEXTS } from './texts';
import { disposers } from '@core/disposers';

/** The modal's values as its controls hold them ('' = none chosen). */
export interface SchemeValues {
  name: string;
  format_id: string;
  event_id: string;
}

const EMPTY: SchemeValues = { name: '', format_id: '', event_id: '' };
const idOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
const isId = (value: string): boolean => /^\d+$/.test(value.trim()) && Number(value) > 0 && Number.isSafeInteger(Number(value));

/** S 2 payout schemes: the table (delete, status switch), the add / edit modal, the formats from the page (else the list answer). */
export class PayoutSchemesStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<PayoutScheme, PayoutSchemeInput>;
  readonly editor: CrudFormStore<PayoutScheme, SchemeValues, PayoutSchemeInput>;
  formats: PayoutFormat[] = [];

  /** The page's formats (props): the list answer's `formats` is then not needed. */
  private readonly givenFormats: boolean;

  constructor(api: PayoutSchemesApi, formats: PayoutFormat[] = []) {
    this.formats = formats;
    this.givenFormats = formats.length > 0;
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      errorStyle: 'joined',
      onPage: (page) => {
        if (!this.givenFormats) this.setFormats(formatsOf(page.extra.formats));
      },
    });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY }),
      fromRow: (row) => ({ name: row.name, format_id: row.format_id === null ? '' : String(row.format_id), event_id: row.event_id === null ? '' : String(row.event_id) }),
      // A new scheme starts active; an edited one goes over the record as listed, which keeps its status.
      toInput: (values, row) => ({
        name: values.name.trim(),
        format_id: idOrNull(values.format_id),
        event_id: idOrNull(values.event_id),
        ...(row ? {} : { status: 'active' as const }),
      }),
      rules: {
        name: [{ rule: 'required', message: TEXTS.nameRequired }],
        format_id: [{ rule: 'required', message: TEXTS.formatRequired }],
      },
      // Typed as ids when the answer sent no formats: each must be one.
      check: (values) => {
        if (this.formatsKnown) return {};
        const errors: Partial<Record<keyof SchemeValues, string>> = {};
        if (values.format_id.trim() !== '' && !isId(values.format_id)) errors.format_id = TEXTS.idInvalid;
        if (values.event_id.trim() !== '' && !isId(values.event_id)) errors.event_id = TEXTS.idInvalid;
        return errors;
      },
      lockedWhenEditing: ['format_id'],
      errorStyle: 'joined',
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<PayoutSchemesStore, 'givenFormats'>(this, { filters: false, table: false, editor: false, givenFormats: false }, { autoBind: true });
  }

  setFormats(formats: PayoutFormat[]): void {
    this.formats = formats;
  }

  /** The list answer sent formats (ours, optional): else the modal takes the format and the event as ids. */
  get formatsKnown(): boolean {
    return this.formats.length > 0;
  }

  /** S 5: a new scheme offers the active formats only; an edited one shows its own format (it cannot change). */
  get formatOptions(): PayoutFormat[] {
    const current = this.editor.editing?.format_id;
    if (this.editor.mode === 'edit') return this.formats.filter((f) => f.format_id === current);
    return this.formats.filter((f) => f.status === 'active');
  }

  get eventOptions(): PayoutFormat['events'] {
    const chosen = this.editor.form.values.format_id;
    return this.formats.find((f) => String(f.format_id) === chosen)?.events ?? [];
  }

  /** S 4: a format change resets the event to none. */
  setFormat(formatId: string): void {
    if (this.editor.isLocked('format_id')) return;
    this.editor.form.set('format_id', formatId);
    this.editor.form.set('event_id', '');
  }

  formatName(formatId: number | null): string {
    return this.formats.find((f) => f.format_id === formatId)?.name ?? (formatId === null ? '' : `#${formatId}`);
  }

  eventName(row: PayoutScheme): string {
    if (row.event_id === null) return TEXTS.noEvent;
    const format = this.formats.find((f) => f.format_id === row.format_id);
    return format?.events.find((e) => e.event_id === row.event_id)?.name ?? `#${row.event_id}`;
  }

  /** 'Добавить': the add modal, kept in the hash as #new so it can be linked to. */
  add(): void {
    requestAddModal(this.filters);
  }

  /** The hash, the list, and the add modal following #new; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(
      this.filters.start(),
      this.table.start(),
      bindAddModal(this.filters, this.editor),
    );
  }
}
