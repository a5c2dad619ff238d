import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';

/** A 3 Format template param: key, title, type (int, string, file, select, url, textarea), default. */
export interface TemplateParam {
  key: string;
  title: string;
  type: 'int' | 'string' | 'file' | 'select' | 'url' | 'textarea';
  default: string;
  options: { value: string; name: string }[];
}

export interface Template {
  template_id: number;
  name: string;
  status: string;
  params: TemplateParam[];
}

export interface Named {
  id: number;
  name: string;
}

export interface RuleFormat {
  format_id: number;
  name: string;
  templates: Template[];
  payoutTypes: Named[];
  events: Named[];
}

export interface RuleChoices {
  formats: RuleFormat[];
  salesFormats: Named[];
}

const PARAM_TYPES = ['int', 'string', 'file', 'select', 'url', 'textarea'] as const;
const KEY = /^[A-Za-z0-9_-]{1,64}$/;

const rawParam = d.record({ key: d.text, title: d.text, type: d.oneOf(PARAM_TYPES, 'string'), default: d.text, options: d.records({ value: d.text, name: d.text }) });
/** Template params; one without a usable key (it names the value in params.banner) is left out, a key kept once. */
function paramsOf(raw: unknown): TemplateParam[] {
  const seen = new Set<string>();
  return d.list(rawParam)(raw).filter((p) => KEY.test(p.key) && !seen.has(p.key) && Boolean(seen.add(p.key)));
}

const rawTemplate = d.record({ template_id: d.id, name: d.text, status: d.text, params: paramsOf });
const named = (idKey: string) => (raw: unknown): Named[] =>
  d.list(d.record({ [idKey]: d.id, name: d.text }))(raw).flatMap((r) => {
    const id = r[idKey];
    return typeof id === 'number' ? [{ id, name: typeof r.name === 'string' ? r.name : '' }] : [];
  });
const rawFormat = d.record({ format_id: d.id, name: d.text, templates: d.list(rawTemplate), payout_types: named('payout_type_id'), events: named('event_id') });

export function choicesOf(raw: unknown): RuleChoices {
  const source = d.record({ formats: d.list(rawFormat), sales_formats: named('sales_format_id') })(raw);
  const formats = source.formats.flatMap((f) =>
    f.format_id === null
      ? []
      : [{ format_id: f.format_id, name: f.name, payoutTypes: f.payout_types, events: f.events, templates: f.templates.flatMap((t) => (t.template_id === null ? [] : [{ ...t, template_id: t.template_id }])) }],
  );
  return { formats, salesFormats: source.sales_formats };
}

/** GET (ajax) of this page: what the rule's form chooses from, and the sales formats using the rule (the spec leaves the source open). */
export function conversionRuleApi(page = pagePath()) {
  return {
    choices: async (signal?: AbortSignal): Promise<RuleChoices> => choicesOf(await api.get<unknown>(page, { signal })),
  };
}

export type ConversionRuleApi = ReturnType<typeof conversionRuleApi>;
