import { makeAutoObservable } from 'mobx';
import { RecordFormState, RecordPageState } from '@core/record';
import { emptySetting, extraDefaults, payloadOf, placeExtraErrors, settingRules, visibleFields, type SettingValues } from '@sales/shared/settings/values';
import type { SettingCreateApi } from './api';
import type { ExtraField, SettingType } from './props';

export interface SettingCreateOptions {
  types: SettingType[];
  fields: ExtraField[];
  /** The settings list: where the page goes after the save (S 2: "on success the user returns to the list"). */
  listUrl: string;
}

/** S 2 setting create: the base part (name, type), then the chosen type's extra fields; POST to the page, back to the list. */
export class SettingCreateStore {
  readonly form = new RecordFormState<SettingValues>(emptySetting(), { rules: settingRules });
  readonly page: RecordPageState<SettingValues, SettingType[], never>;
  /** The types offered: the page's, else the list's filter's (GET {list}/filters); none: the type's id is typed. */
  types: SettingType[];

  constructor(
    private readonly api: SettingCreateApi,
    readonly options: SettingCreateOptions,
  ) {
    this.types = options.types;
    // A create page: only the types load, and only when the page does not print them. Their call is the list's
    // (optional for this page): a failure leaves the type typed by its id, the form still usable.
    const given = options.types.length > 0;
    this.page = new RecordPageState<SettingValues, SettingType[], never>(this.form, {
      id: null,
      get: () => Promise.reject(new Error('nothing to load')),
      choices: given ? undefined : (signal) => api.types(signal).catch((error: unknown) => (signal.aborted ? Promise.reject(error) : [])),
      apply: (_record, types) => {
        if (!given) this.types = types;
      },
    });
    makeAutoObservable<SettingCreateStore, 'api'>(this, { api: false, form: false, page: false, options: false }, { autoBind: true });
  }

  /** Neither the page nor the list's filters name the types: the type is typed as its id. */
  get typesMissing(): boolean {
    return this.types.length === 0 && this.page.state !== 'loading';
  }

  /** The chosen type's fields shown (visible ones). */
  get extraFields(): ExtraField[] {
    return visibleFields(this.options.fields, this.form.values.setting_type_id);
  }

  /** Another type: its own extra part, from its defaults. */
  chooseType(id: number | null): void {
    if (id === this.form.values.setting_type_id) return;
    this.form.set('setting_type_id', id);
    this.form.set('extra', extraDefaults(this.options.fields, id));
  }

  async save(): Promise<void> {
    const saved = await this.page.save(() => this.api.create(payloadOf(this.form.values, this.options.fields)), {
      redirect: (answer) => answer.redirect,
      leaveTo: () => this.options.listUrl,
    });
    if (saved === undefined) placeExtraErrors(this.form, this.extraFields);
  }
}
