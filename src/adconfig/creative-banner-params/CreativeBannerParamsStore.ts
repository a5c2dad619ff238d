import { makeAutoObservable } from 'mobx';
import { pattern, rule, RecordFormState, RecordPageState, type PathRules } from '@core/record';
import type { BannerParams, CreativeBannerParamsApi, GivenBannerParams, TargetLink, TemplateParam } from './api';
import { TEXT } from './texts';

export type ParamsValues = { params: Record<string, string> };

/** int params whole numbers, url params links (A 5's rule set). */
function rulesOf(params: TemplateParam[]): PathRules {
  const rules: PathRules = {};
  for (const p of params) {
    if (p.type === 'int') rules[`params.${p.key}`] = [pattern(/^\s*-?\d+\s*$/, TEXT.integer)];
    if (p.type === 'url') rules[`params.${p.key}`] = [rule('url')];
  }
  return rules;
}

/** A 2 Creative banner parameters: the template's params of the flight, its files, its target links; POST multipart. */
export class CreativeBannerParamsStore {
  readonly form: RecordFormState<ParamsValues>;
  readonly page: RecordPageState<ParamsValues, undefined, BannerParams>;
  params: TemplateParam[] = [];
  links: TargetLink[] = [];
  /** Files chosen and not saved yet, by param key (kept beside the values: they count as unsaved edits). */
  files: ReadonlyMap<string, File> = new Map();
  hasTemplate = true;
  savedName = '';
  /** The values stored for keys the template does not have (now): sent back as they came (issue 41, rule 4). */
  private otherValues: Record<string, string> = {};

  constructor(
    private readonly api: CreativeBannerParamsApi,
    readonly id: number,
    given: GivenBannerParams = {},
  ) {
    this.form = new RecordFormState<ParamsValues>({ params: {} }, { rules: () => rulesOf(this.params), otherEdits: () => this.files.size > 0 });
    this.page = new RecordPageState(this.form, {
      id,
      get: (recordId, signal) => api.get(recordId, signal, given),
      apply: (loaded) => {
        if (!loaded) return;
        this.savedName = loaded.creative.name;
        this.hasTemplate = loaded.creative.template_id !== null;
        this.params = loaded.params;
        this.links = loaded.links;
        const keys = new Set(loaded.params.map((p) => p.key));
        this.otherValues = Object.fromEntries(Object.entries(loaded.values).filter(([key]) => !keys.has(key)));
        // A param not set yet starts from its default.
        this.form.load({ params: Object.fromEntries(loaded.params.map((p) => [p.key, loaded.values[p.key] ?? (p.type === 'file' ? '' : p.default)])) });
      },
    });
    makeAutoObservable<CreativeBannerParamsStore, 'api' | 'otherValues'>(this, { form: false, page: false, api: false, id: false, otherValues: false }, { autoBind: true, deep: false });
  }

  chooseFile(key: string, file: File | null): void {
    const next = new Map(this.files);
    if (file) next.set(key, file);
    else next.delete(key);
    this.files = next;
  }

  /** Saved: the page stays with the toast; the files sent are the flight's now (the answer names them). */
  async save(): Promise<void> {
    const files = this.files;
    await this.page.save((values) => this.api.save(this.id, { ...this.otherValues, ...values.params }, files), {
      redirect: (saved) => saved.redirect,
      saved: ({ saved }) => {
        if (saved.links.length) this.links = saved.links;
        const params = { ...this.form.values.params };
        for (const [key, file] of files) params[key] = saved.values[key] ?? file.name;
        this.files = new Map();
        this.form.load({ params });
      },
    });
  }
}
