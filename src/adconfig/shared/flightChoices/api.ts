// What a flight's settings choose from, by the sources the spec names (A 7): the formats and a format's events by
// the data access (Formats, Format_Events), a format's templates by GET /hb/format-templates, the payout schemes by
// GET /api/core/payout-types. Shared by the pages that edit a flight's format, template and payout scheme
// (conversion-rule-edit and creative-form).
import { apiModel } from '@core/apiModel';
import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { rnd } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { api } from '@core/http';

export interface Choice {
  id: number;
  name: string;
}

/** A template or a payout scheme: a blocked one is offered only as the value already chosen. */
export interface StatusChoice extends Choice {
  status: string;
}

/** A 3 Payout scheme: offered for its own format. */
export interface PayoutChoice extends StatusChoice {
  format_id: number | null;
}

export const PARAM_TYPES = ['int', 'string', 'file', 'select', 'url', 'textarea'] as const;

/** A 3 Format template param: key, title, type (int, string, file, select, url, textarea), default; a select's options. */
export interface TemplateParam {
  key: string;
  title: string;
  type: (typeof PARAM_TYPES)[number];
  default: string;
  options: { value: string; name: string }[];
}

/** A 3 Template, with the params whose values a banner holds. */
export interface TemplateChoice extends StatusChoice {
  params: TemplateParam[];
}

export const flightChoiceCalls = {
  formats: spec('A 7 Data access GET /api/?api.model=Formats&api.method=all'),
  events: spec('A 7 Data access GET /api/?api.model=Format_Events&api.method=search&api.args=[format_id]'),
  templates: spec('A 7 Format templates GET /hb/format-templates (format_id; A 3 Template: template_id, format_id, name, status)'),
  templateParams: chosen('the `params` of each row of GET /hb/format-templates (A 3 Format template param: key, title, type, default): without them the banner tab says the template has no params, and the values the rule holds go back as they came'),
  payouts: spec('A 7 Data access GET /api/core/payout-types (A 3 Payout scheme: payout_type_id, name, format_id, status)'),
} satisfies Calls;

/** A param key names the value in params.banner: letters, digits, '_' and '-' (a path segment of the form). */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const rawParam = d.record({ key: d.text, title: d.text, type: d.oneOf(PARAM_TYPES, 'string'), default: d.text, options: d.records({ value: d.text, name: d.text }) });

/** A template's params; one without a usable key is left out, a key kept once. */
export function templateParamsOf(raw: unknown): TemplateParam[] {
  const seen = new Set<string>();
  return d.list(rawParam)(raw).filter((p) => KEY.test(p.key) && !seen.has(p.key) && Boolean(seen.add(p.key)));
}

/** `[{<idKey>, name, status?}]` as choices; an entry without an id is left out, one without a name reads as its number. */
export const namedOf = (idKey: string) => (raw: unknown): StatusChoice[] =>
  d.list(d.record({ [idKey]: d.id, name: d.text, status: d.text }))(raw).flatMap((r) => {
    const id = r[idKey];
    return typeof id === 'number' ? [{ id, name: (typeof r.name === 'string' && r.name) || `#${id}`, status: typeof r.status === 'string' ? r.status : '' }] : [];
  });

const rawTemplate = d.record({ template_id: d.id, name: d.text, status: d.text, params: templateParamsOf });
export function templatesOf(raw: unknown): TemplateChoice[] {
  return d.list(rawTemplate)(raw).flatMap((t) => (t.template_id === null ? [] : [{ id: t.template_id, name: t.name || `#${t.template_id}`, status: t.status, params: t.params }]));
}

const rawPayout = d.record({ payout_type_id: d.id, name: d.text, format_id: d.id, status: d.text });
export function payoutsOf(raw: unknown): PayoutChoice[] {
  return d.list(rawPayout)(raw).flatMap((p) => (p.payout_type_id === null ? [] : [{ id: p.payout_type_id, name: p.name || `#${p.payout_type_id}`, format_id: p.format_id, status: p.status }]));
}

/** The calls, behind the site prefix (urlPath). */
export function flightChoicesApi(urlPath = '') {
  const data = apiModel(urlPath);
  return {
    formats: async (signal?: AbortSignal): Promise<Choice[]> => namedOf('format_id')(await data.get('Formats', 'all', [], signal)).map(({ id, name }) => ({ id, name })),
    events: async (formatId: number, signal?: AbortSignal): Promise<Choice[]> =>
      namedOf('event_id')(await data.get('Format_Events', 'search', [formatId], signal)).map(({ id, name }) => ({ id, name })),
    templates: async (formatId: number, signal?: AbortSignal): Promise<TemplateChoice[]> =>
      templatesOf(await api.get<unknown>(sitePath('/hb/format-templates', urlPath), { params: { format_id: formatId }, signal })),
    /** Every scheme (a page offers the chosen format's). */
    payouts: async (signal?: AbortSignal): Promise<PayoutChoice[]> => payoutsOf(await api.get<unknown>(sitePath('/api/core/payout-types', urlPath), { params: { rnd: rnd() }, signal })),
  };
}

export type FlightChoicesApi = ReturnType<typeof flightChoicesApi>;
