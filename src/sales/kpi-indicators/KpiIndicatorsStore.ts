import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import type { FieldErrors } from '@core/validate';
import { columnValues, type ColumnValue, type KpiIndicator, type KpiIndicatorInput, type KpiIndicatorsApi } from './api';
import { hashSchema } from './hash';
import { CLASS_NAMES, KPI_TYPES, ROW_LABELS, TEXTS, VALUE_TYPES } from './texts';
import { disposers } from '@core/disposers';
import { unknownValueText } from '@core/unknownValue';
import type { Named } from './props';

/** The page's dictionaries (props): the organizations and reports chosen by name; absent: their ids are typed. */
export interface IndicatorDictionaries {
  organizations?: readonly Named[];
  reports?: readonly Named[];
}

/** An option of a chosen-by-name list of ids. */
export interface IdChoice {
  value: number;
  label: string;
}

/** The modal's values as its controls hold them: lists typed comma-separated, flags as checkboxes. */
export interface IndicatorValues {
  name: string;
  kpi_type: string;
  value_type: string;
  organizations: string;
  description: string;
  plan_field: string;
  fact_field: string;
  class_name: string;
  worst_value: string;
  is_required_input: boolean;
  is_breakdown_by_day: boolean;
  is_user_input: boolean;
  is_auto_totals: boolean;
  import_fields: string;
  show_in: string;
}

const EMPTY: IndicatorValues = {
  name: '',
  kpi_type: '',
  value_type: '',
  organizations: '',
  description: '',
  plan_field: '',
  fact_field: '',
  class_name: '',
  worst_value: 'min',
  is_required_input: false,
  is_breakdown_by_day: false,
  is_user_input: false,
  is_auto_totals: false,
  import_fields: '',
  show_in: '',
};

const parts = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
const isId = (s: string): boolean => /^\d+$/.test(s) && Number(s) > 0 && Number.isSafeInteger(Number(s));
const idsOf = (text: string): number[] => parts(text).filter(isId).map(Number);
const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);

function valuesOf(row: KpiIndicator): IndicatorValues {
  return {
    name: row.name,
    kpi_type: row.kpi_type,
    value_type: row.value_type,
    organizations: (row.organizations ?? []).join(', '),
    description: row.description,
    plan_field: row.plan_field,
    fact_field: row.fact_field,
    class_name: row.class_name,
    worst_value: row.worst_value || 'min',
    is_required_input: row.is_required_input,
    is_breakdown_by_day: row.is_breakdown_by_day,
    is_user_input: row.is_user_input,
    is_auto_totals: row.is_auto_totals,
    import_fields: row.import_fields.join(', '),
    show_in: row.show_in.join(', '),
  };
}

/** The organizations to send: the record's own when the field was left as it opened, so a save never erases them. */
function organizationsToSend(values: IndicatorValues, row: KpiIndicator | null): number[] | undefined {
  if (row && values.organizations === valuesOf(row).organizations) return row.organizations ?? undefined;
  return idsOf(values.organizations);
}

function toInput(values: IndicatorValues, row: KpiIndicator | null): KpiIndicatorInput {
  const organizations = organizationsToSend(values, row);
  return {
    name: values.name.trim(),
    kpi_type: values.kpi_type,
    value_type: values.value_type,
    ...(organizations === undefined ? {} : { organizations }),
    description: values.description.trim(),
    plan_field: values.plan_field.trim(),
    fact_field: values.fact_field.trim(),
    class_name: values.class_name,
    worst_value: values.worst_value,
    is_required_input: bit(values.is_required_input),
    is_breakdown_by_day: bit(values.is_breakdown_by_day),
    is_user_input: bit(values.is_user_input),
    is_auto_totals: bit(values.is_auto_totals),
    import_fields: parts(values.import_fields),
    params: { showIn: idsOf(values.show_in) },
    // A new indicator starts active; an edited one goes over the record as listed, which keeps its status.
    ...(row ? {} : { status: 'active' }),
  };
}

/** Lists of ids typed comma-separated: every part must be an id (the rules cannot say that). */
function checkIds(values: IndicatorValues): FieldErrors<IndicatorValues> {
  const errors: FieldErrors<IndicatorValues> = {};
  if (!parts(values.organizations).every(isId)) errors.organizations = TEXTS.idsInvalid;
  if (!parts(values.show_in).every(isId)) errors.show_in = TEXTS.idsInvalid;
  return errors;
}

const required = (field: string) => [{ rule: 'required' as const, message: TEXTS.required(field) }];

/** S 2 KPI indicators: the table (delete, status switch), the add / edit modal, the kpi_type options from the answer's columns. */
export class KpiIndicatorsStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<KpiIndicator, KpiIndicatorInput>;
  readonly editor: CrudFormStore<KpiIndicator, IndicatorValues, KpiIndicatorInput>;
  /** The answer's column choices by field (S 7). */
  columnChoices: Record<string, ColumnValue[]> = {};

  constructor(
    api: KpiIndicatorsApi,
    readonly dictionaries: IndicatorDictionaries = {},
  ) {
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
      errorStyle: 'joined',
      onPage: (page) => this.setColumns(page.extra.columns),
    });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY }),
      fromRow: valuesOf,
      toInput,
      rules: { name: required(TEXTS.name), kpi_type: required(TEXTS.kpiType), value_type: required(TEXTS.valueType) },
      check: checkIds,
      errorStyle: 'joined',
      onSaved: () => this.table.reload(),
    });
    makeAutoObservable<KpiIndicatorsStore>(this, { filters: false, table: false, editor: false, dictionaries: false }, { autoBind: true });
  }

  setColumns(raw: unknown): void {
    this.columnChoices = columnValues(raw);
  }

  /** S 7: the kpi_type options are the ones the answer's columns carry (S 3's two when it has none); an edited record keeps its own shown. */
  get kpiTypeOptions(): ColumnValue[] {
    const offered = this.columnChoices.kpi_type ?? KPI_TYPES;
    const current = this.editor.form.values.kpi_type;
    return current === '' || offered.some((o) => o.value === current) ? offered : [...offered, { value: current, name: unknownValueText(current) }];
  }

  kpiTypeName(value: string): string {
    return (this.columnChoices.kpi_type ?? KPI_TYPES).find((o) => o.value === value)?.name ?? (value === '' ? '' : unknownValueText(value));
  }

  valueTypeName(value: string): string {
    return VALUE_TYPES.find((o) => o.value === value)?.name ?? (value === '' ? '' : unknownValueText(value));
  }

  /** S 3 class_name: one of the five seen as it is; another as 'Неизвестное значение (…)' (kept as it came on save). */
  classNameText(value: string): string {
    return value === '' || (CLASS_NAMES as readonly string[]).includes(value) ? value : unknownValueText(value);
  }

  /**
   * A list of ids chosen by name (organizations, show_in) when the page gave its dictionary, else null (typed ids).
   * An id the dictionary does not hold (stored in the record) is offered as 'Неизвестное значение (id)' and kept.
   */
  idChoices(field: 'organizations' | 'show_in'): IdChoice[] | null {
    const dictionary = field === 'organizations' ? this.dictionaries.organizations : this.dictionaries.reports;
    if (!dictionary?.length) return null;
    const known = dictionary.map((n) => ({ value: n.id, label: n.name }));
    const unknown = this.chosenIds(field)
      .filter((id) => !dictionary.some((n) => n.id === id))
      .map((id) => ({ value: id, label: unknownValueText(id) }));
    return [...known, ...unknown];
  }

  /** The ids a chosen-by-name list holds now. */
  chosenIds(field: 'organizations' | 'show_in'): number[] {
    return idsOf(this.editor.form.values[field]);
  }

  /** A choice in a chosen-by-name list: the form keeps its ids as the typed field does. */
  chooseIds(field: 'organizations' | 'show_in', ids: readonly number[]): void {
    this.editor.form.set(field, ids.join(', '));
  }

  /** 'Добавить KPI-показатель': the add modal, kept in the hash as #new so it can be linked to (S 2). */
  add(): void {
    requestAddModal(this.filters);
  }

  /** The hash, the list, and the add modal following #new; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.filters.start(), this.table.start(), bindAddModal(this.filters, this.editor));
  }
}
