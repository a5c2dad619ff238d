import { makeAutoObservable, reaction } from 'mobx';
import { sitePath } from '@core/basePath';
import { BusyTask } from '@core/busy';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import { flashSuccess } from '@core/navigate';
import { notify } from '@core/notify';
import { RecordFormState, RecordPageState, type RecordTab } from '@core/record';
import type { FieldOption } from '@ui/record/fields';
import type { HandbookValueApi, HandbookValueRecord, LoadedValue, Organization } from '@adconfig/shared/handbookValue/api';
import type { Choice, ConversionRuleApi, FormatParts, StatusChoice, TemplateChoice, TemplateParam } from './api';
import { hashSchema } from './hash';
import { optionTabsOf, type OptionTab, type OptionType } from './options';
import { ruleRules } from './rules';
import { TEXT } from './texts';
import { bannerDefaults, emptyRule, isOptionOn, payloadOf, valuesOf, type RuleForm } from './values';

const NO_PARTS: FormatParts = { templates: [], payouts: [], events: [] };

export interface ConversionRuleOptions {
  /** The option tabs a rule may have, as the page names them (props `optionTypes`). */
  optionTypes?: readonly OptionType[];
  /** Where the page goes after a delete (props `listUrl`); else the handbook's values page (A 2). */
  listUrl?: string;
  urlPath?: string;
}

/** Options of a select: the choices, a blocked one only when it is the value chosen (and then it says so). */
function optionsOf(items: readonly StatusChoice[], chosen: number | null): FieldOption<number>[] {
  return items
    .filter((i) => i.status !== 'blocked' || i.id === chosen)
    .map((i) => ({ value: i.id, label: i.status === 'blocked' ? `${i.name} ${TEXT.blocked}` : i.name }));
}

/**
 * A 2 conversion rule edit: a handbook value whose params hold the rule (general, banner, options); one Save, and a
 * delete (asked first). What the form chooses from: the formats with the page, then the chosen format's templates,
 * payout schemes and events (the latest format winning).
 */
export class ConversionRuleStore {
  readonly hash = new HashState(hashSchema);
  readonly form: RecordFormState<RuleForm>;
  readonly page: RecordPageState<RuleForm, Choice[], LoadedValue>;
  record: HandbookValueRecord | null = null;
  organizations: Organization[] = [];
  formats: Choice[] = [];
  parts: FormatParts = NO_PARTS;
  private readonly partsLoad = new LatestLoad();
  private readonly removal = new BusyTask();

  constructor(
    private readonly values: HandbookValueApi,
    private readonly api: ConversionRuleApi,
    readonly id: number,
    private readonly options: ConversionRuleOptions = {},
  ) {
    this.form = new RecordFormState<RuleForm>(emptyRule(), {
      rules: () => ruleRules(this.templateParams),
      tabs: () => this.tabs,
    });
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      choices: (signal) => api.formats(signal),
      id,
      get: values.get,
      apply: (loaded, formats) => {
        this.formats = formats;
        if (!loaded) return;
        this.record = loaded.value;
        this.organizations = loaded.organizations;
        this.form.load(valuesOf(loaded.value), null);
      },
    });
    // deep: false: the dictionaries are replaced whole, never changed in place (a list of thousands stays plain).
    makeAutoObservable<ConversionRuleStore, 'values' | 'api' | 'options' | 'partsLoad' | 'removal'>(
      this,
      { hash: false, form: false, page: false, values: false, api: false, options: false, id: false, partsLoad: false, removal: false },
      { autoBind: true, deep: false },
    );
  }

  /** The page, and the chosen format's templates, schemes and events following the format. */
  start(): () => void {
    return disposers(this.page.start(), reaction(() => this.form.values.params.general.format_id, this.loadParts, { fireImmediately: true }), this.partsLoad.stop);
  }

  private loadParts(formatId: number | null): void {
    if (formatId === null) {
      this.partsLoad.settle(() => (this.parts = NO_PARTS));
      return;
    }
    void this.partsLoad.run(
      (signal) => this.api.parts(formatId, signal),
      (parts) => (this.parts = parts),
    );
  }

  /** The chosen format's templates, schemes and events ('failed': the general tab offers 'Повторить'). */
  get partsState(): LoadState {
    return this.partsLoad.state;
  }

  retryParts(): void {
    this.loadParts(this.form.values.params.general.format_id);
  }

  get salesFormats(): Choice[] {
    return this.api.salesFormats ?? [];
  }

  get optionTabs(): OptionTab[] {
    return optionTabsOf(this.form.values.params.options, this.options.optionTypes);
  }

  /** The tab titles follow the data (the sales formats' count, each option's on/off); the form's tabs are rebuilt with them. */
  get tabs(): RecordTab[] {
    const { options } = this.form.values.params;
    return [
      { key: 'index', title: TEXT.tabs.index, paths: ['name', 'sort', 'organization_id'] },
      { key: 'sales-formats', title: TEXT.tabs.salesFormats(this.salesFormats.length), paths: [] },
      { key: 'general', title: TEXT.tabs.general, paths: ['params.general'] },
      { key: 'banner', title: TEXT.tabs.banner, paths: ['params.banner'] },
      ...this.optionTabs.map(({ key, title }) => ({ key, title: `${title} · ${TEXT.optionState(isOptionOn(options[key]))}`, paths: [`params.options.${key}`] })),
    ];
  }

  get formatOptions(): FieldOption<number>[] {
    return this.formats.map((f) => ({ value: f.id, label: f.name }));
  }

  get templateOptions(): FieldOption<number>[] {
    return optionsOf(this.parts.templates, this.form.values.params.general.template_id);
  }

  get payoutOptions(): FieldOption<number>[] {
    return optionsOf(this.parts.payouts, this.form.values.params.general.payout_type_id);
  }

  get eventOptions(): FieldOption<number>[] {
    return this.parts.events.map((e) => ({ value: e.id, label: e.name }));
  }

  get template(): TemplateChoice | undefined {
    return this.parts.templates.find((t) => t.id === this.form.values.params.general.template_id);
  }

  get templateParams(): TemplateParam[] {
    return this.template?.params ?? [];
  }

  /** A 4: another format clears the template, payout type, limit and video events, the action frequency event and the banner. */
  chooseFormat(id: number | null): void {
    const general = this.form.values.params.general;
    if (general.format_id === id) return;
    this.form.set('params.general.format_id', id);
    for (const key of ['template_id', 'payout_type_id', 'limit_event_id', 'video_event_id', 'limit_freq_action_event_id'] as const) this.form.set(`params.general.${key}`, null);
    this.form.set('params.banner', {});
  }

  /** A new template brings its banner params at their defaults (values typed for the same keys stay). */
  chooseTemplate(id: number | null): void {
    this.form.set('params.general.template_id', id);
    this.form.set('params.banner', bannerDefaults(this.templateParams, this.form.values.params.banner));
  }

  setOption(key: string, on: boolean): void {
    const current = this.form.values.params.options[key] ?? {};
    this.form.set(`params.options.${key}`, { ...current, status: on ? 1 : 0 });
  }

  /** The handbook value update (name, sort, organization_id, val, params); the toast. */
  async save(): Promise<void> {
    const record = this.record;
    if (!record) return;
    const params = this.templateParams;
    await this.page.save((values) => this.values.update(this.id, payloadOf(values, record, params)), {
      saved: (saved) => {
        this.record = { ...saved, handbookName: saved.handbookName || record.handbookName };
      },
    });
  }

  get deleting(): boolean {
    return this.removal.running;
  }

  /** Where a deleted rule's page goes: the list the page names, else its handbook's values (A 2), else the site's start. */
  get afterDelete(): string {
    const handbook = this.record?.handbook_id;
    return this.options.listUrl ?? sitePath(handbook ? `/preferences/handbook-values/${handbook}` : '/', this.options.urlPath);
  }

  /** A 7 handbook value destroy by id, after the question (A 8); then the list with the toast. A failure keeps the page. */
  async remove(): Promise<boolean> {
    if (this.deleting || this.page.leaving) return false;
    const name = this.record?.name || String(this.id);
    if (!(await notify.confirm(TEXT.deleteQuestion, { title: TEXT.deleteTitle(name), confirmLabel: TEXT.delete, danger: true }))) return false;
    return this.removal.run(async () => {
      const message = await this.values.remove(this.id);
      flashSuccess(message ?? TEXT.deleted);
      this.page.leave(this.afterDelete);
      return true;
    });
  }
}
