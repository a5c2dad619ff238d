import { makeAutoObservable } from 'mobx';
import { pagePath } from '@core/basePath';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import { flashSuccess, pageNavigation } from '@core/navigate';
import { handbookIdOfPath, handbookOf, organizationsOf, type HandbookInfo, type HandbookValue, type HandbookValueInput, type HandbookValuesApi, type Organization } from './api';
import { hashSchema } from './hash';
import { ROW_LABELS, TEXTS } from './texts';
import { disposers } from '@core/disposers';

/** The modal's values as its controls hold them (sort as typed; '' organization = all). */
export interface ValueValues {
  name: string;
  val: string;
  sort: string;
  organization_id: string;
}

/** What the page printed about its handbook (props). */
export interface PageContext {
  handbook?: HandbookInfo;
  organizations?: Organization[];
}

const withoutHandbook = (source: Readonly<Record<string, unknown>> = {}): Record<string, unknown> => {
  const { handbook: _view, ...kept } = source;
  return kept;
};

/** A 9: a handbook value's default sort is 0. */
const EMPTY: ValueValues = { name: '', val: '', sort: '0', organization_id: '' };

const sortOf = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim().replace(',', '.')));

/**
 * A 2 handbook values: the table (delete), the add / edit modal; when the handbook says so (params.isEditPage)
 * a row opens its edit page at this path + /{id}, and (isEditOnCreate) a new value opens there after its create.
 */
export class HandbookValuesStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<HandbookValue, HandbookValueInput>;
  readonly editor: CrudFormStore<HandbookValue, ValueValues, HandbookValueInput>;
  handbook: HandbookInfo | null = null;
  organizations: Organization[] = [];
  private readonly base = pagePath();

  /** `page`: what the page printed (props); what it leaves out is read from the list answer's fields beside the rows (the spec does not name them). */
  constructor(api: HandbookValuesApi, page: PageContext = {}) {
    this.handbook = page.handbook ?? null;
    this.organizations = page.organizations ?? [];
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      onPage: (answer) =>
        this.setContext(page.handbook ?? (answer.extra.handbook === undefined ? this.handbook : handbookOf(answer.extra.handbook)), page.organizations ?? organizationsOf(answer.extra.organizations)),
    });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY }),
      fromRow: (row) => ({ name: row.name, val: row.val, sort: String(row.sort), organization_id: row.organization_id === null ? '' : String(row.organization_id) }),
      // An edited value goes back as it was loaded (its `handbook`, a read-only view, left out) with the modal's fields over it.
      toInput: (values, row) => ({
        ...withoutHandbook(row?.source),
        name: values.name.trim(),
        val: values.val.trim(),
        sort: sortOf(values.sort),
        params: row?.params ?? {},
        organization_id: values.organization_id === '' ? null : Number(values.organization_id),
        handbook_id: this.handbookId,
      }),
      rules: { sort: [{ rule: 'numeric', message: TEXTS.sortNumber }] },
      onSaved: (saved, mode) => this.afterSave(saved, mode),
    });
    makeAutoObservable<HandbookValuesStore, 'base'>(this, { filters: false, table: false, editor: false, base: false }, { autoBind: true });
  }

  setContext(handbook: HandbookInfo | null, organizations: Organization[]): void {
    this.handbook = handbook;
    this.organizations = organizations;
  }

  get handbookId(): number | null {
    return this.handbook?.id ?? handbookIdOfPath(this.base);
  }

  /** Whether the values carry `val` (A 3 is_val); unknown until the first answer: shown. */
  get showsVal(): boolean {
    return this.handbook?.is_val ?? true;
  }

  /** The edit page of a value: the current path + /{id} (A 2). */
  editUrl(id: number): string {
    return `${this.base}/${id}`;
  }

  /** 'Изменить': the modal, or the value's own page when the handbook edits values there. */
  edit(row: HandbookValue): void {
    if (this.handbook?.isEditPage) pageNavigation.assign(this.editUrl(row.id));
    else this.editor.openEdit(row);
  }

  private async afterSave(saved: HandbookValue | null, mode: 'create' | 'edit'): Promise<void> {
    if (mode === 'create' && saved && this.handbook?.isEditOnCreate) {
      flashSuccess();
      pageNavigation.assign(this.editUrl(saved.id));
      return;
    }
    await this.table.reload();
  }

  organizationName(id: number | null): string {
    if (id === null) return TEXTS.anyOrganization;
    return this.organizations.find((o) => o.organization_id === id)?.name || `#${id}`;
  }

  add(): void {
    requestAddModal(this.filters);
  }

  /** The hash, the list, and the add modal following #new; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.filters.start(), this.table.start(), bindAddModal(this.filters, this.editor));
  }
}
