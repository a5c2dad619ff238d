import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import { unknownValueText } from '@core/unknownValue';
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
    api: CoefficientsApi,
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
      toInput: (values, row) => inputOf(values, row?.source),
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
    makeAutoObservable(this, { filters: false, table: false, editor: false, projects: false, projectId: false }, { autoBind: true });
  }

  /** The project's name; a project the page does not list: 'Неизвестное значение (id)', never a blank cell. */
  projectName(id: number | null): string {
    if (id === null) return '';
    return this.projects.find((p) => p.id === id)?.name ?? unknownValueText(id);
  }

  /** The modal's on/off toggle (I 2.2): on only for an active coefficient. */
  get modalEnabled(): boolean {
    return this.editor.form.values.status === 'active';
  }

  /**
   * The modal's toggle is an edit of the form like the others: sent with Save (PUT {page}/{id} carries the
   * status, I 7 'PUT {page}/{id} | item'), undone by 'Отмена'. The table's switch is the one that PUTs at once.
   */
  setModalEnabled(on: boolean): void {
    this.editor.form.set('status', on ? 'active' : 'blocked');
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
