import { makeAutoObservable } from 'mobx';
import { d } from '@core/decode';
import { RecordFormState, RecordPageState } from '@core/record';
import { emptySetting, extraDefaults, extraOf, payloadOf, placeExtraErrors, settingRules, visibleFields, type SettingValues } from '@sales/shared/settings/values';
import type { SettingEditApi, SettingPage, SettingPayload } from './api';
import { SubgroupMatrix, type MatrixSnapshot } from './matrix';
import type { Choice, ExtraField, SettingType } from './props';
import { TEXT } from './texts';

export interface SettingEditOptions {
  types: SettingType[];
  fields: ExtraField[];
  roles: Choice[];
  subgroups: Choice[];
  /** What the page printed (props `setting`, `group`); null: it printed neither, GET {page} reads both. */
  given: SettingPage | null;
}

/** The setting as the form edits it: its name, its type, its type's extra fields as it has them. */
function valuesOf(setting: Readonly<Record<string, unknown>>, fields: readonly ExtraField[]): SettingValues {
  const typeId = d.id(setting.setting_type_id);
  return { name: d.text(setting.name), setting_type_id: typeId, extra: extraOf(setting, fields, typeId) };
}

/**
 * S 2 the setting page at {list}/{setting_id}: the setting's base part (name, type) and its type's extra part
 * (S 3), and the subgroup matrix of its setting group. One Save: PUT {page} with the setting as it came, the
 * form's fields over it, and the matrix's `subgroups`; then 'Успешно сохранено!'.
 */
export class SettingEditStore {
  readonly matrix: SubgroupMatrix;
  readonly form: RecordFormState<SettingValues>;
  readonly page: RecordPageState<SettingValues, undefined, SettingPage>;
  /** The page shows the setting (the page printed it, or the GET read it); false: the matrix alone. */
  hasSetting = false;
  savedName = '';

  constructor(
    private readonly api: SettingEditApi,
    readonly options: SettingEditOptions,
  ) {
    this.matrix = new SubgroupMatrix(options.roles, options.subgroups);
    this.form = new RecordFormState<SettingValues>(emptySetting(), { rules: () => (this.hasSetting ? settingRules : {}), otherEdits: () => this.matrix.dirty });
    this.page = new RecordPageState<SettingValues, undefined, SettingPage>(this.form, {
      record: (signal) => api.get(signal),
      given: options.given,
      apply: (loaded) => this.apply(loaded),
    });
    makeAutoObservable<SettingEditStore, 'api'>(this, { api: false, options: false, matrix: false, form: false, page: false }, { autoBind: true });
  }

  /** The chosen type's visible extra fields. */
  get extraFields(): ExtraField[] {
    return visibleFields(this.options.fields, this.form.values.setting_type_id);
  }

  get heading(): string {
    return TEXT.heading(this.savedName);
  }

  /** Another type: its own extra part, from its defaults (as on the create page). */
  chooseType(id: number | null): void {
    if (id === this.form.values.setting_type_id) return;
    this.form.set('setting_type_id', id);
    this.form.set('extra', extraDefaults(this.options.fields, id));
  }

  /** PUT {page}: the setting (what the form does not edit as it came), its matrix's links; a failure keeps every edit. */
  async save(): Promise<void> {
    let sent: MatrixSnapshot | null = null;
    const call = (values: SettingValues) => {
      sent = this.matrix.group ? this.matrix.snapshot() : null;
      const payload: SettingPayload = this.hasSetting ? this.form.sendBack(payloadOf(values, this.options.fields)) : {};
      return this.api.save(this.matrix.group ? { ...payload, subgroups: this.matrix.links } : payload);
    };
    const saved = await this.page.save(call, {
      success: () => TEXT.saved,
      saved: () => {
        if (sent) this.matrix.markSaved(sent);
        if (this.hasSetting) this.savedName = this.form.values.name.trim();
      },
    });
    if (saved === undefined) placeExtraErrors(this.form, this.extraFields);
  }

  private apply(loaded: SettingPage | null): void {
    const setting = loaded?.setting ?? null;
    this.hasSetting = setting !== null;
    this.form.load(setting ? valuesOf(setting, this.options.fields) : emptySetting(), null, setting ?? undefined);
    this.savedName = setting ? d.text(setting.name) : (loaded?.group?.name ?? '');
    this.matrix.apply(loaded?.group ?? null);
  }
}
