import { makeAutoObservable } from 'mobx';
import { BusyTask } from '@core/busy';
import { HashState } from '@core/hash';
import { notify } from '@core/notify';
import { isAborted } from '@core/http';
import { RecordFormState, RecordPageState, type RecordTab } from '@core/record';
import { NO_OPTIONS, type Banner, type BannerEditorApi, type BannerType, type FormOptions } from './api';
import { hashSchema } from './hash';
import { TEXT } from './texts';
import { bannerRules } from './rules';
import { placeFields, type PlacedField } from './typeFields';
import { defaultParams, emptyBanner, payloadOf, valuesOf, type BannerValues } from './values';

/** The tabs and the paths each holds (their error marks and the 'Обнаружены ошибки на вкладках' alert follow). */
export const TABS: RecordTab[] = [
  { key: 'main', title: 'Основное', paths: ['name', 'type_id', 'adv_engine_id'] },
  { key: 'params', title: 'Параметры', paths: ['params'] },
  { key: 'macros', title: 'Макросы', paths: ['settings.srcScopes'] },
  { key: 'ord', title: 'ОРД', paths: ['ordOn', 'settings.ord'] },
];

export interface BannerEditorOptions {
  /** The banner edited; null on the create page. */
  id: number | null;
  /** The edit page of a banner: where a create goes when the answer names no redirect. */
  editUrl(id: number): string;
  /** The banner kind's ORD marking may be switched off (BannerKind.ordOptional). */
  ordOptional?: boolean;
  /** The banners list: where a create goes when its answer names neither a redirect nor the new id. */
  listUrl?: string;
}

/** The banner editor (A 2 Banners, A 5): the form in tabs, its type's fields, one save. */
export class BannerEditorStore {
  readonly hash = new HashState(hashSchema);
  readonly form: RecordFormState<BannerValues>;
  readonly page: RecordPageState<BannerValues, FormOptions, Banner>;
  choices: FormOptions = { ...NO_OPTIONS, unavailable: false };
  private readonly generateTask = new BusyTask();
  /** The name the banner has on the server (the heading shows it). */
  savedName = '';
  /** The banner as loaded (or last saved): a save sends its other fields back as they came. */
  private source: Readonly<Record<string, unknown>> = {};
  constructor(
    private readonly api: BannerEditorApi,
    private readonly options: BannerEditorOptions,
  ) {
    this.form = new RecordFormState<BannerValues>(emptyBanner(), {
      rules: bannerRules((id) => this.typeOf(id)),
      tabs: TABS,
      // A 5: type and engine cannot be changed on an existing banner.
      lockedWhenEditing: ['type_id', 'adv_engine_id'],
    });
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      // form-options is our call (the spec names none): without it the form degrades, it does not fail.
      choices: (signal) =>
        api.options(signal).catch((error: unknown) => {
          if (isAborted(error)) throw error;
          return NO_OPTIONS;
        }),
      id: options.id,
      get: api.get,
      apply: (banner, choices) => {
        this.choices = choices;
        if (!banner) return;
        this.form.load(valuesOf(banner, this.typeOf(banner.type_id), this.ordOptional), banner.updated || null);
        this.savedName = banner.name;
        this.source = banner.source;
      },
    });
    makeAutoObservable<BannerEditorStore, 'api' | 'options' | 'generateTask' | 'source'>(this, { hash: false, form: false, page: false, api: false, options: false, generateTask: false, source: false }, { autoBind: true });
  }

  get id(): number | null {
    return this.options.id;
  }

  get ordOptional(): boolean {
    return this.options.ordOptional === true;
  }

  get type(): BannerType | undefined {
    return this.typeOf(this.form.values.type_id);
  }

  /** The chosen type's fields, placed at their params paths, for the engine chosen. */
  get fields(): PlacedField[] {
    return placeFields(this.type?.fields ?? [], this.form.values.adv_engine_id);
  }

  typeOf(id: number | null): BannerType | undefined {
    return this.choices.types.find((t) => t.id === id);
  }

  /** A new type brings its own fields at their defaults. */
  chooseType(id: number | null): void {
    this.form.set('type_id', id);
    this.form.set('params', defaultParams(this.typeOf(id), this.form.values.adv_engine_id));
  }

  /** Fields for the engine chosen appear at their defaults; values typed so far stay. */
  chooseEngine(id: number | null): void {
    const defaults = defaultParams(this.type, id);
    this.form.set('adv_engine_id', id);
    this.form.set('params', { ...defaults, ...this.form.values.params });
  }

  /** Create or update; the answer's redirect (else, after a create, the edit page) is followed with the toast. */
  async save(): Promise<void> {
    const id = this.options.id;
    const type = this.type;
    await this.page.save(
      (values, version) => {
        const payload = payloadOf(values, type, id === null ? {} : this.source);
        return id === null ? this.api.create(payload) : this.api.update(id, payload, version);
      },
      {
        versionOf: (saved) => saved.banner?.updated || null,
        redirect: (saved) => saved.redirect,
        // A create answered with neither a redirect nor the new id (a bare {success: true}) goes to the list.
        leaveTo: (saved) => (id === null ? (saved.banner ? this.options.editUrl(saved.banner.id) : (this.options.listUrl ?? null)) : null),
        saved: (saved) => {
          if (!saved.banner) return;
          this.savedName = saved.banner.name;
          this.source = saved.banner.source;
        },
      },
    );
  }

  /** POST {url}/{id}/generate: the count generated, as a toast. */
  generate(): Promise<boolean> {
    const id = this.options.id;
    if (id === null) return Promise.resolve(false);
    return this.generateTask.run(async () => {
      notify.success(TEXT.generated(await this.api.generate(id)));
      return true;
    });
  }

  get generating(): boolean {
    return this.generateTask.running;
  }
}
