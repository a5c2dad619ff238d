import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { creativeRead, creativesBase } from '@adconfig/shared/creative/api';
import { creativeOf, type Creative } from '@adconfig/shared/creative/creative';

/** Issue 41: what the page asks the backend for (A 7), and what it does without the calls the spec does not name. */
export const calls = {
  record: chosen('GET /creatives/{id}: without it the flight the page prints (data-props `record`); with neither, the load failure'),
  bannerParams: chosen('GET /creatives/{id}/banner-params → {params, links}: without it the values and links the page prints (`bannerParams`); with neither, the load failure'),
  templateParams: chosen('GET /hb/format-templates/{template_id} → params: without it the params the page prints (`templateParams`); with neither, the load failure'),
  save: spec('A 7 Creatives POST {id}/banner-params multipart (a bare {success: true} is a save: the values sent are stored)'),
} satisfies Calls;

/** What the page printed (issue 41, rule 2): each part, when there, stands for its read call. */
export interface GivenBannerParams {
  record?: unknown;
  templateParams?: unknown[];
  bannerParams?: unknown;
}

export const PARAM_TYPES = ['int', 'string', 'file', 'select', 'url', 'textarea'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

/** A 3 Format template param: key, title, type, default (a select's options when the template gives them). */
export interface TemplateParam {
  key: string;
  title: string;
  type: ParamType;
  default: string;
  options: string[];
}

export interface TargetLink {
  title: string;
  url: string;
}

/** The flight, its template's params (none without a template), the values set and the target links. */
export interface BannerParams {
  creative: Creative;
  params: TemplateParam[];
  values: Record<string, string>;
  links: TargetLink[];
}

/** A key names a form path and a multipart field: letters, digits, _ and - only (as the conversion rule's banner params). */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const rawParam = d.record({ key: d.text, title: d.text, type: d.oneOf<ParamType>(PARAM_TYPES, 'string'), default: d.text, options: d.list(d.text) });

/** The template's params; one without a usable key is left out, a key kept once. */
export function paramsOf(raw: unknown): TemplateParam[] {
  const seen = new Set<string>();
  return d.list(rawParam)(d.field(raw, 'params')).filter((p) => KEY.test(p.key) && !seen.has(p.key) && Boolean(seen.add(p.key)));
}

/** Our answer of GET {id}/banner-params: {params: {key: value}, links: [{title, url}]}; anything else reads as none. */
export function savedOf(raw: unknown): Pick<BannerParams, 'values' | 'links'> {
  const params = d.field(raw, 'params');
  const values = isObject(params) ? Object.fromEntries(Object.entries(params).map(([key, value]) => [key, d.text(value)])) : {};
  const links = d.records({ title: d.text, url: d.text })(d.field(raw, 'links')).filter((l) => l.url !== '');
  return { values, links };
}

/** The only place that knows this page's URLs (behind the site prefix, urlPath). */
export function creativeBannerParamsApi(urlPath = '') {
  const base = creativesBase(urlPath);
  const creative = creativeRead(urlPath);
  return {
    /**
     * The flight, its values and links, its template's params: each from what the page printed (`given`), else
     * GET /creatives/{id}, GET /creatives/{id}/banner-params, GET /hb/format-templates/{template_id}.
     */
    get: async (id: number, signal?: AbortSignal, given: GivenBannerParams = {}): Promise<BannerParams> => {
      const printed = creativeOf(given.record);
      const [record, saved] = await Promise.all([
        printed?.id === id ? printed : creative(id, signal),
        given.bannerParams !== undefined ? given.bannerParams : api.get<unknown>(`${base}/${id}/banner-params`, { signal }),
      ]);
      const params =
        record.template_id === null ? [] : paramsOf(given.templateParams !== undefined ? { params: given.templateParams } : await api.get<unknown>(sitePath(`/hb/format-templates/${record.template_id}`, urlPath), { signal }));
      return { creative: record, params, ...savedOf(saved) };
    },
    /** POST /creatives/{id}/banner-params, multipart: params[key] = value, files[key] = the file chosen. */
    save: async (id: number, values: Record<string, string>, files: ReadonlyMap<string, File>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(values)) body.append(`params[${key}]`, value);
      for (const [key, file] of files) body.append(`files[${key}]`, file);
      const answer = await api.post<unknown>(`${base}/${id}/banner-params`, body);
      // A bare {success: true} names no values: the store keeps what it sent.
      return { saved: savedOf(answer.data), redirect: answer.redirect };
    },
  };
}

export type CreativeBannerParamsApi = ReturnType<typeof creativeBannerParamsApi>;
