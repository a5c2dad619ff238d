import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '../../core/crud/addModalHash';
import { CrudFormStore } from '../../core/crud/CrudFormStore';
import { CrudListStore } from '../../core/crud/CrudListStore';
import { HashState } from '../../core/hash';
import { SortableOrder } from '../../core/sortable/SortableOrder';
import type { BannerTypeField, BannerTypeFieldInput, BannerTypeFieldsApi } from './api';
import { hashSchema } from './hash';
import { FIELD_TYPES, ROW_LABELS, TEXTS } from './texts';
import { disposers } from '../../core/disposers';

/** The modal's values as its controls hold them ('' = none). */
export interface FieldValues {
  name: string;
  alias: string;
  type: string;
  parent_id: string;
  default_value: string;
}

const EMPTY: FieldValues = { name: '', alias: '', type: 'string', parent_id: '', default_value: '' };

/** A 2 banner type fields: the table sorted by drag (the sort call), the add / edit modal, delete after a confirmation. */
export class BannerTypeFieldsStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<BannerTypeField, BannerTypeFieldInput>;
  readonly order: SortableOrder<BannerTypeField>;
  readonly editor: CrudFormStore<BannerTypeField, FieldValues, BannerTypeFieldInput>;

  constructor(api: BannerTypeFieldsApi) {
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
    });
    this.order = new SortableOrder({ id: (row) => row.id, rows: () => this.table.list.rows, save: api.sort, onSaved: () => this.table.reload() });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY }),
      fromRow: (row) => ({ name: row.name, alias: row.alias, type: row.type, parent_id: row.parent_id === null ? '' : String(row.parent_id), default_value: row.default_value }),
      toInput: (values, row) => ({
        name: values.name.trim(),
        alias: values.alias.trim(),
        type: values.type,
        parent_id: values.parent_id === '' ? null : Number(values.parent_id),
        default_value: values.default_value === '' ? null : values.default_value,
        params: row?.params ?? {},
        adv_engines: row?.adv_engines ?? [],
        engines: row?.engines ?? [],
      }),
      rules: {
        name: [{ rule: 'required', message: TEXTS.nameRequired }],
        alias: [{ rule: 'required', message: TEXTS.aliasRequired }],
      },
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<BannerTypeFieldsStore>(this, { filters: false, table: false, order: false, editor: false }, { autoBind: true });
  }

  private byId(id: number | null): BannerTypeField | undefined {
    return id === null ? undefined : this.table.list.rows.find((row) => row.id === id);
  }

  /** A 3: the full key, the parents' aliases then the field's own, joined by dots (a parent loop stops the chain). */
  fullKey(row: BannerTypeField): string {
    const chain: string[] = [];
    const seen = new Set<number>();
    for (let at: BannerTypeField | undefined = row; at && !seen.has(at.id); at = this.byId(at.parent_id)) {
      seen.add(at.id);
      chain.unshift(at.alias);
    }
    return chain.join('.');
  }

  typeLabel(type: string): string {
    return FIELD_TYPES.find((t) => t.value === type)?.label ?? type;
  }

  /** The fields a field may hang under: not itself, nor one of its descendants. */
  get parentOptions(): BannerTypeField[] {
    const edited = this.editor.editing;
    if (!edited) return this.table.list.rows;
    return this.table.list.rows.filter((row) => !this.fullKeyIds(row).includes(edited.id));
  }

  private fullKeyIds(row: BannerTypeField): number[] {
    const ids: number[] = [];
    for (let at: BannerTypeField | undefined = row; at && !ids.includes(at.id); at = this.byId(at.parent_id)) ids.push(at.id);
    return ids;
  }

  /** 'Добавить поле': the add modal, kept in the hash as #new. */
  add(): void {
    requestAddModal(this.filters);
  }

  start(): () => void {
    return disposers(this.filters.start(), this.table.start(), bindAddModal(this.filters, this.editor));
  }
}
