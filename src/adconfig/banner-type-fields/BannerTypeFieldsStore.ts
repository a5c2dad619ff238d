import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import { SortableOrder } from '@core/sortable/SortableOrder';
import type { BannerTypeField, BannerTypeFieldInput, BannerTypeFieldsApi } from './api';
import { hashSchema } from './hash';
import { FIELD_TYPES, ROW_LABELS, TEXTS } from './texts';
import { unknownValueText } from '@core/unknownValue';
import { boundOf, EDITED_PARAMS, idsOf, idsText, optionsOf, optionsText } from './params';
import { d } from '@core/decode';
import { disposers } from '@core/disposers';

/** The modal's values as its controls hold them ('' = none). */
export interface FieldValues {
  name: string;
  alias: string;
  type: string;
  parent_id: string;
  default_value: string;
  /** params.required, params.min / max (int), params.options (select, one per line). */
  required: boolean;
  min: string;
  max: string;
  options: string;
  /** Comma lists of ids. */
  adv_engines: string;
  engines: string;
}

const EMPTY: FieldValues = { name: '', alias: '', type: 'string', parent_id: '', default_value: '', required: false, min: '', max: '', options: '', adv_engines: '', engines: '' };

/** params as sent: the keys this page does not edit as loaded, then required (A 3: 1 / false), min and max of a number, options of a list. */
function paramsOf(values: FieldValues, loaded: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(loaded)) if (!(EDITED_PARAMS as readonly string[]).includes(key)) params[key] = value;
  params.required = values.required ? 1 : false;
  if (values.type === 'int') {
    const min = boundOf(values.min);
    const max = boundOf(values.max);
    if (min !== null) params.min = min;
    if (max !== null) params.max = max;
  }
  if (values.type === 'select') params.options = optionsOf(values.options);
  return params;
}

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
      fromRow: (row) => {
        const min = d.number(row.params.min);
        const max = d.number(row.params.max);
        return {
          name: row.name,
          alias: row.alias,
          type: row.type,
          parent_id: row.parent_id === null ? '' : String(row.parent_id),
          default_value: row.default_value,
          required: d.bool(row.params.required) === true,
          min: min === null ? '' : String(min),
          max: max === null ? '' : String(max),
          options: optionsText(row.params.options),
          adv_engines: idsText(row.adv_engines),
          engines: idsText(row.engines),
        };
      },
      // An edited field goes back as it was loaded with the modal's fields over it (what it does not know is kept).
      toInput: (values, row) => ({
        ...row?.source,
        name: values.name.trim(),
        alias: values.alias.trim(),
        type: values.type,
        // A group holds fields: a field's parent can only be a group.
        parent_id: values.parent_id === '' ? null : Number(values.parent_id),
        default_value: values.default_value === '' ? null : values.default_value,
        params: paramsOf(values, row?.params ?? {}),
        adv_engines: idsOf(values.adv_engines) ?? [],
        engines: idsOf(values.engines) ?? [],
      }),
      rules: {
        name: [{ rule: 'required', message: TEXTS.nameRequired }],
        alias: [{ rule: 'required', message: TEXTS.aliasRequired }],
      },
      check: (values) => this.check(values),
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
    return FIELD_TYPES.find((t) => t.value === type)?.label ?? unknownValueText(type);
  }

  /**
   * The fields a field may hang under: groups (A 3: a group holds fields), not itself nor one of its descendants;
   * the current parent stays listed when it is not a group, so the select shows it (and the save asks for a group).
   */
  get parentOptions(): BannerTypeField[] {
    const edited = this.editor.editing;
    const current = this.editor.form.values.parent_id;
    return this.table.list.rows.filter(
      (row) => (row.type === 'group' || String(row.id) === current) && !(edited && this.fullKeyIds(row).includes(edited.id)),
    );
  }

  /** What the rules cannot say: id lists, bounds, a list's options, a parent that is a group. */
  private check(values: FieldValues): Partial<Record<keyof FieldValues, string>> {
    const errors: Partial<Record<keyof FieldValues, string>> = {};
    if (idsOf(values.adv_engines) === null) errors.adv_engines = TEXTS.badIds;
    if (idsOf(values.engines) === null) errors.engines = TEXTS.badIds;
    if (values.type === 'int') {
      const min = boundOf(values.min);
      const max = boundOf(values.max);
      if (Number.isNaN(min)) errors.min = TEXTS.notNumber;
      if (Number.isNaN(max)) errors.max = TEXTS.notNumber;
      if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max) errors.min = TEXTS.minAboveMax;
    }
    if (values.type === 'select' && optionsOf(values.options).length === 0) errors.options = TEXTS.optionsRequired;
    const parent = values.parent_id === '' ? undefined : this.byId(Number(values.parent_id));
    if (parent && parent.type !== 'group') errors.parent_id = TEXTS.parentNotGroup;
    return errors;
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
