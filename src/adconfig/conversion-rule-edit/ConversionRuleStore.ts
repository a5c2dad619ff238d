import { makeAutoObservable, observable } from 'mobx';
import { HashState } from '@core/hash';
import { RecordFormState, RecordPageState, type RecordTab } from '@core/record';
import type { HandbookValueApi, HandbookValueRecord, LoadedValue, Organization } from '@adconfig/shared/handbookValue/api';
import type { ConversionRuleApi, RuleChoices, RuleFormat, Template, TemplateParam } from './api';
import { hashSchema } from './hash';
import { OPTION_TABS } from './options';
import { ruleRules } from './rules';
import { TEXT } from './texts';
import { bannerDefaults, emptyRule, isOptionOn, payloadOf, valuesOf, type RuleForm } from './values';

/** The tabs and the paths each holds; the sales formats tab shows the count, each option tab its on/off mark. */
function tabsOf(salesFormats: number, options: RuleForm['params']['options']): RecordTab[] {
  return [
    { key: 'index', title: TEXT.tabs.index, paths: ['name', 'sort', 'organization_id'] },
    { key: 'sales-formats', title: TEXT.tabs.salesFormats(salesFormats), paths: [] },
    { key: 'general', title: TEXT.tabs.general, paths: ['params.general'] },
    { key: 'banner', title: TEXT.tabs.banner, paths: ['params.banner'] },
    ...OPTION_TABS.map(({ key, title }) => ({ key, title: `${title} · ${TEXT.optionState(isOptionOn(options[key]))}`, paths: [`params.options.${key}`] })),
  ];
}

/** A 2 conversion rule edit: a handbook value whose params hold the rule (general, banner, options); one Save. */
export class ConversionRuleStore {
  readonly hash = new HashState(hashSchema);
  readonly form: RecordFormState<RuleForm>;
  readonly page: RecordPageState<RuleForm, RuleChoices, LoadedValue>;
  record: HandbookValueRecord | null = null;
  organizations: Organization[] = [];
  /** The answer is replaced whole, never changed in place: a reference, not a deep copy (a 100 000-format answer). */
  private readonly choicesBox = observable.box<RuleChoices>({ formats: [], salesFormats: [] }, { deep: false });

  constructor(
    private readonly values: HandbookValueApi,
    private readonly api: ConversionRuleApi,
    readonly id: number,
  ) {
    this.form = new RecordFormState<RuleForm>(emptyRule(), {
      rules: () => ruleRules(this.templateParams),
      tabs: () => this.tabs,
    });
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      choices: (signal) => api.choices(signal),
      id,
      get: values.get,
      apply: (loaded, choices) => {
        this.choicesBox.set(choices);
        if (!loaded) return;
        this.record = loaded.value;
        this.organizations = loaded.organizations;
        this.form.load(valuesOf(loaded.value), null);
      },
    });
    makeAutoObservable<ConversionRuleStore, 'values' | 'api' | 'choicesBox'>(this, { hash: false, form: false, page: false, values: false, api: false, id: false, choicesBox: false }, { autoBind: true });
  }

  get choices(): RuleChoices {
    return this.choicesBox.get();
  }

  /** The tab titles follow the data (count, on/off); the form's tabs are rebuilt with them. */
  get tabs(): RecordTab[] {
    return tabsOf(this.choices.salesFormats.length, this.form.values.params.options);
  }

  get format(): RuleFormat | undefined {
    return this.choices.formats.find((f) => f.format_id === this.form.values.params.general.format_id);
  }

  get template(): Template | undefined {
    return this.format?.templates.find((t) => t.template_id === this.form.values.params.general.template_id);
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
}
