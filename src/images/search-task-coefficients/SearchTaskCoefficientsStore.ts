import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import { projectOfPage, type Coefficient, type CoefficientInput, type CoefficientsApi, type CoefficientType } from './api';
import { hashSchema } from './hash';
import type { Project } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { checkValues, emptyValues, inputOf, nextSort, valuesOf, type CoefficientValues, type ItemValues } from './values';
import { disposers } from '@core/disposers';

/** I 2.2 (variant): the coefficients of the page's project (?oid=), the add / edit modal with its items (I 4, I 5). */
export class SearchTaskCoefficientsStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<Coefficient, CoefficientInput>;
  readonly editor: CrudFormStore<Coefficient, CoefficientValues, CoefficientInput>;
  /** The page's project filter (query parameter oid). */
  readonly projectId: number | null;

  constructor(
    private readonly api: CoefficientsApi,
    readonly projects: Project[] = [],
  ) {
    this.projectId = projectOfPage();
    const oid = this.projectId;
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      params: () => (oid === null ? {} : { oid }),
    });
    this.editor = new CrudFormStore(api, {
      empty: () => emptyValues(projects.some((p) => p.id === oid) ? oid : null),
      fromRow: valuesOf,
      toInput: (values, row) => inputOf(values, row ? this.statusOf(row) : null),
      rules: {
        name: [{ rule: 'required', message: TEXTS.required }],
        type: [{ rule: 'required', message: TEXTS.required }],
        apply_order: [
          { rule: 'required', message: TEXTS.requiredNumber },
          { rule: 'numeric', message: TEXTS.requiredNumber },
        ],
      },
      check: (values) => checkValues(values, projects.length > 0),
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<SearchTaskCoefficientsStore, 'api'>(this, { api: false, filters: false, table: false, editor: false, projects: false, projectId: false }, { autoBind: true });
  }

  projectName(id: number | null): string {
    return this.projects.find((p) => p.id === id)?.name ?? '';
  }

  /** A coefficient's status as the table has it now (the modal's toggle changes it there), else as it was opened. */
  statusOf(row: Coefficient): string {
    return this.table.list.rows.find((r) => r.id === row.id)?.status ?? row.status;
  }

  /** The modal's on/off toggle (I 2.2): on only for an active coefficient. */
  get modalEnabled(): boolean {
    const row = this.editor.editing;
    return row ? this.statusOf(row) === 'active' : this.editor.form.values.enabled;
  }

  /** The toggle's call is in flight (it is disabled meanwhile). */
  get modalToggling(): boolean {
    const row = this.editor.editing;
    return row !== null && this.table.isBusy(row.id);
  }

  /**
   * The modal's toggle: a new coefficient's status is saved with it; an edited one's is switched at once with
   * PUT {page}/toggle/{id} and the new status, as the table's switch does (I 4, I 7), its row showing the answer.
   */
  setModalEnabled(on: boolean): Promise<boolean> {
    const row = this.editor.editing;
    if (!row) {
      this.editor.form.set('enabled', on);
      return Promise.resolve(true);
    }
    const current = this.table.list.rows.find((r) => r.id === row.id) ?? row;
    return this.table.act(current, {
      call: () => this.api.setStatus(current, on ? 'active' : 'blocked'),
      success: (saved) => saved.message,
      apply: (saved, shown) => ({ ...shown, status: saved.data }),
    });
  }

  setType(type: CoefficientType): void {
    this.editor.form.set('type', type);
  }

  /** A new item: empty, sorted one past the maximum. */
  addItem(): void {
    const { items } = this.editor.form.values;
    this.editor.form.set('items', [...items, { name: '', val: '', sort: nextSort(items), status: 'active', saved: false }]);
  }

  setItem(index: number, patch: Partial<Pick<ItemValues, 'name' | 'val'>>): void {
    this.editor.form.set(
      'items',
      this.editor.form.values.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    );
  }

  /** I 4: a saved item toggles to deleted and back to active; an item added in this modal is simply removed. */
  removeItem(index: number): void {
    const { items } = this.editor.form.values;
    const item = items[index];
    if (!item) return;
    if (!item.saved) {
      this.editor.form.set('items', items.filter((_, i) => i !== index));
      return;
    }
    this.setItemStatus(index, item.status === 'deleted' ? 'active' : 'deleted');
  }

  private setItemStatus(index: number, status: ItemValues['status']): void {
    this.editor.form.set(
      'items',
      this.editor.form.values.items.map((item, i) => (i === index ? { ...item, status } : item)),
    );
  }

  /** The modal's delete button (editing): asks, deletes, and closes the modal when done. */
  async removeEdited(): Promise<boolean> {
    const row = this.editor.editing;
    if (!row) return false;
    const removed = await this.table.remove(row);
    if (removed) this.editor.close();
    return removed;
  }

  /** The modal's reset button (creating): the empty form again. */
  reset(): void {
    this.editor.openCreate();
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
