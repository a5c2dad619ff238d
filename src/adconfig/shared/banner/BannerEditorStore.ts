import { makeAutoObservable, runInAction } from 'mobx';
import { HashState } from '../../../core/hash';
import { flashSuccess } from '../../../core/navigate';
import { notify } from '../../../core/notify';
import { RecordFormState, redirectTarget, type RecordTab } from '../../../core/record';
import type { BannerEditorApi, BannerType, FormOptions } from './api';
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
}

/** The banner editor (A 2 Banners, A 5): the form in tabs, its type's fields, one save. */
export class BannerEditorStore {
  readonly hash = new HashState(hashSchema);
  readonly form: RecordFormState<BannerValues>;
  choices: FormOptions = { types: [], engines: [] };
  loadState: 'loading' | 'ready' | 'failed' = 'loading';
  generating = false;
  /** The name the banner has on the server (the heading shows it). */
  savedName = '';
  private fetched = false;

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
    makeAutoObservable<BannerEditorStore, 'api' | 'options' | 'fetched'>(this, { hash: false, form: false, api: false, options: false, fetched: false }, { autoBind: true });
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

  /** Follow the hash and load what the page needs; the disposer for useEffect. */
  start(): () => void {
    const stop = this.hash.start();
    this.fetch();
    return stop;
  }

  /** Ask for the choices (and the banner), once: called as soon as the store exists. */
  fetch(): void {
    if (this.fetched) return;
    this.fetched = true;
    void this.load();
  }

  async load(): Promise<void> {
    const id = this.options.id;
    this.loadState = 'loading';
    try {
      const [choices, banner] = await Promise.all([this.api.options(), id === null ? null : this.api.get(id)]);
      runInAction(() => {
        this.choices = choices;
        if (banner) {
          this.form.load(valuesOf(banner, this.typeOf(banner.type_id), this.ordOptional), banner.updated || null);
          this.savedName = banner.name;
        }
        this.loadState = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadState = 'failed';
      });
      notify.error(error);
    }
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
    const result = await this.form.submit(
      (values, version) => {
        const payload = payloadOf(values, type);
        return id === null ? this.api.create(payload) : this.api.update(id, payload, version);
      },
      { success: false, versionOf: (saved) => saved.banner.updated || null },
    );
    if (!result) return;
    const target = redirectTarget(result.redirect) ?? (id === null ? this.options.editUrl(result.banner.id) : null);
    if (target === null) {
      runInAction(() => {
        this.savedName = result.banner.name;
      });
      notify.success();
      return;
    }
    flashSuccess();
    this.form.leave(target);
  }

  /** POST {url}/{id}/generate: the count generated, as a toast. */
  async generate(): Promise<void> {
    const id = this.options.id;
    if (id === null || this.generating) return;
    this.generating = true;
    try {
      const count = await this.api.generate(id);
      notify.success(TEXT.generated(count));
    } catch (error) {
      notify.error(error);
    } finally {
      runInAction(() => {
        this.generating = false;
      });
    }
  }
}
