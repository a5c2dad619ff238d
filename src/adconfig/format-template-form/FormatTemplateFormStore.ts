import { makeAutoObservable } from 'mobx';
import { HashState } from '@core/hash';
import { RecordFormState, RecordPageState, type RecordTab } from '@core/record';
import type { Choice, FormatTemplate, FormatTemplateFormApi, PayoutChoice } from './api';
import { hashSchema } from './hash';
import { templateRules } from './rules';
import { TEXT } from './texts';
import { emptyTemplate, payloadOf, valuesOf, type TemplateValues } from './values';

export const TABS: RecordTab[] = [
  { key: 'main', title: TEXT.tabs.main, paths: ['format_id', 'name', 'template', 'payout_type_id'] },
  { key: 'params', title: TEXT.tabs.params, paths: ['params'] },
];

/** What the page is: a new template of a format (…/create/?id={format_id}) or an existing one (…/edit/?id={template_id}). */
export type FormTarget = { kind: 'create'; formatId: number | null } | { kind: 'edit'; id: number };

export interface FormatTemplateFormOptions {
  target: FormTarget;
  /** The list of a format's templates: where the page goes after a save (A 2: "then back to the list"). */
  listUrl(formatId: number | null): string;
  /** The template the page printed (data-props `record`): the edit page needs no read call then. */
  given?: FormatTemplate | null;
}

/** A 2 Other / A 5 format template form: format, name, template, payout scheme, the template's params; one save. */
export class FormatTemplateFormStore {
  readonly hash = new HashState(hashSchema);
  readonly form: RecordFormState<TemplateValues>;
  readonly page: RecordPageState<TemplateValues, [Choice[], PayoutChoice[]], FormatTemplate>;
  formats: Choice[] = [];
  payouts: PayoutChoice[] = [];
  savedName = '';

  constructor(
    private readonly api: FormatTemplateFormApi,
    private readonly options: FormatTemplateFormOptions,
  ) {
    const target = options.target;
    this.form = new RecordFormState<TemplateValues>(emptyTemplate(target.kind === 'create' ? target.formatId : null), { rules: templateRules, tabs: TABS });
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      choices: (signal) => Promise.all([api.formats(signal), api.payouts(signal)]),
      id: target.kind === 'edit' ? target.id : null,
      get: api.get,
      given: target.kind === 'edit' && options.given?.id === target.id ? options.given : null,
      apply: (template, [formats, payouts]) => {
        this.formats = formats;
        this.payouts = payouts;
        if (!template) return;
        this.form.load(valuesOf(template), null, template.stored);
        this.savedName = template.name;
      },
    });
    makeAutoObservable<FormatTemplateFormStore, 'api' | 'options'>(this, { hash: false, form: false, page: false, api: false, options: false }, { autoBind: true });
  }

  get id(): number | null {
    return this.options.target.kind === 'edit' ? this.options.target.id : null;
  }

  /** The chosen format's payout schemes (a blocked one says so in its name). */
  get payoutOptions(): PayoutChoice[] {
    const formatId = this.form.values.format_id;
    if (formatId === null) return [];
    return this.payouts.filter((p) => p.format_id === formatId);
  }

  /** The format list's options; a format the server does not list (a link's ?id=) shows as its number. */
  get formatOptions(): Choice[] {
    const chosen = this.form.values.format_id;
    if (chosen === null || this.formats.some((f) => f.id === chosen)) return this.formats;
    return [...this.formats, { id: chosen, name: `#${chosen}` }];
  }

  /** The list to go back to: the format's, once it is known. */
  get backUrl(): string {
    return this.options.listUrl(this.form.values.format_id);
  }

  /** Another format: its own payout schemes, so the one chosen goes (A 4, as a flight's format change). */
  chooseFormat(id: number | null): void {
    if (id === this.form.values.format_id) return;
    this.form.set('format_id', id);
    this.form.set('payout_type_id', null);
  }

  /**
   * Create or update, then back to the format's list with the toast (or the answer's redirect, on this site
   * only). An update sends the loaded template's other fields back as they came; a bare {success: true} is a
   * save: the list is the format sent.
   */
  async save(): Promise<void> {
    const id = this.id;
    await this.page.save((values) => (id === null ? this.api.create(payloadOf(values)) : this.api.update(id, this.form.sendBack(payloadOf(values)))), {
      redirect: (saved) => saved.redirect,
      leaveTo: (saved) => this.options.listUrl(saved.template?.format_id ?? this.form.values.format_id),
    });
  }
}
