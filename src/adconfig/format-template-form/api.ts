import { apiModel } from '@core/apiModel';
import { sitePath } from '@core/basePath';
import { rnd } from '@core/crud/restCollection';
import { chosen, spec, type Calls } from '@core/calls';
import { d, required } from '@core/decode';
import { api } from '@core/http';

/** Issue 41: what the form asks the backend for (A 7), and what it does without the calls the spec does not name. */
export const calls = {
  record: chosen('GET /hb/format-templates/{id}: without it the edit page takes the template the page prints (data-props `record`); with neither, the load failure'),
  // A 5 names the form's save, not its path: POST /hb/format-templates and PUT …/{id} on A 7's collection. A bare
  // {success: true} is a save (the list of the format sent); the loaded fields the form does not edit go back.
  create: spec('A 5 Format template, A 7 Format templates (POST /hb/format-templates)'),
  update: spec('A 5 Format template, A 7 Format templates (PUT /hb/format-templates/{id})'),
  formats: spec('A 7 Data access GET /api/?api.model=Formats'),
  payouts: spec('A 7 Data access GET /api/core/payout-types'),
} satisfies Calls;

/** A 3 Format template param types. */
export const PARAM_TYPE_KEYS = ['int', 'string', 'file', 'select', 'url', 'textarea'] as const;
export type ParamType = (typeof PARAM_TYPE_KEYS)[number];

/** A 3 Format template param: key, title, type (one of PARAM_TYPE_KEYS, or a stored type kept as it came), default. */
export interface TemplateParam {
  key: string;
  title: string;
  type: ParamType | string;
  default: string;
}

/** A 3 Template: template_id, format_id, name, status; with what the form edits (A 5: template, payout scheme). */
export interface FormatTemplate {
  id: number;
  format_id: number | null;
  name: string;
  status: string;
  template: string;
  payout_type_id: number | null;
  params: TemplateParam[];
  /** The record as it came: what the form does not edit goes back with the save (issue 41, rule 4). */
  stored: Record<string, unknown>;
}

export interface Choice {
  id: number;
  name: string;
}

/** A payout scheme, offered for its own format only while active. */
export interface PayoutChoice extends Choice {
  format_id: number | null;
  status: string;
}

/** What POST and PUT send (JSON). */
export interface FormatTemplatePayload {
  format_id: number | null;
  name: string;
  template: string;
  payout_type_id: number | null;
  params: TemplateParam[];
}

/** A param's type: a stored type the form does not know is kept (shown as unknown), none is 'string'. */
const paramType = (raw: unknown): string => d.text(raw) || 'string';
const rawParam = d.record({ key: d.text, title: d.text, type: paramType, default: d.text });
const rawTemplate = d.record({
  template_id: d.id,
  format_id: d.id,
  name: d.text,
  status: d.text,
  template: d.text,
  payout_type_id: d.id,
  params: d.list(rawParam),
});

/** The record, untrusted: a missing or wrong field reads as empty; null without an id. */
export function templateOf(raw: unknown): FormatTemplate | null {
  const { template_id: id, ...rest } = rawTemplate(raw);
  return id === null ? null : { id, ...rest, stored: d.object(raw) };
}

const choicesOf = d.list(d.record({ format_id: d.id, name: d.text }));
const payoutsOf = d.list(d.record({ payout_type_id: d.id, name: d.text, format_id: d.id, status: d.text }));

/** The only place that knows this screen's URLs (behind the site prefix, urlPath). */
export function formatTemplateFormApi(urlPath = '') {
  const base = sitePath('/hb/format-templates', urlPath);
  // A bare {success: true} carries no record: null, and the form keeps what it sent as stored.
  return {
    get: async (id: number, signal?: AbortSignal) => required(templateOf(await api.get<unknown>(`${base}/${id}`, { signal })), 'the template'),
    create: async (payload: FormatTemplatePayload) => {
      const answer = await api.post<unknown>(base, payload);
      return { template: templateOf(answer.data), redirect: answer.redirect };
    },
    update: async (id: number, payload: FormatTemplatePayload) => {
      const answer = await api.put<unknown>(`${base}/${id}`, payload);
      return { template: templateOf(answer.data), redirect: answer.redirect };
    },
    /** A 7 data access: GET /api/?api.model=Formats&api.method=all&api.args=[]. */
    formats: async (signal?: AbortSignal): Promise<Choice[]> => {
      const raw = await apiModel(urlPath).get('Formats', 'all', [], signal);
      return choicesOf(raw).flatMap((f) => (f.format_id === null ? [] : [{ id: f.format_id, name: f.name || `#${f.format_id}` }]));
    },
    /** A 7: GET {api}/core/payout-types (every scheme; the form offers the chosen format's active ones). */
    payouts: async (signal?: AbortSignal): Promise<PayoutChoice[]> => {
      const raw = await api.get<unknown>(sitePath('/api/core/payout-types', urlPath), { params: { rnd: rnd() }, signal });
      return payoutsOf(raw).flatMap((p) => (p.payout_type_id === null ? [] : [{ id: p.payout_type_id, name: p.name || `#${p.payout_type_id}`, format_id: p.format_id, status: p.status }]));
    },
  };
}

export type FormatTemplateFormApi = ReturnType<typeof formatTemplateFormApi>;
