import { sitePath } from '@core/basePath';
import { d, isObject, required } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import { OPTION_CAP } from '@ui/optionCap';
import type { Tree } from '@core/record';

export type FieldType = 'string' | 'int' | 'url' | 'textarea' | 'select' | 'file' | 'bool' | 'group';
const FIELD_TYPES: readonly FieldType[] = ['string', 'int', 'url', 'textarea', 'select', 'file', 'bool', 'group'];

/** A field of a banner type (A 3): its value's key is the chain of parent aliases. */
export interface TypeField {
  id: number;
  name: string;
  alias: string;
  type: FieldType;
  parent_id: number | null;
  default_value: string;
  /** The engines the field is for; empty: every engine. */
  adv_engines: number[];
  required: boolean;
  /** int: bounds; select: choices. */
  min: number | null;
  max: number | null;
  options: Array<{ value: string; label: string }>;
}

export interface BannerType {
  id: number;
  name: string;
  /** At most FIELD_CAP of them (a type's real fields are a handful). */
  fields: TypeField[];
  /** How many the answer listed: more than fields.length when it was cut. */
  fieldsTotal: number;
}

export interface Engine {
  id: number;
  name: string;
}

export interface FormOptions {
  /** At most TYPE_CAP of them. */
  types: BannerType[];
  /** At most TYPE_CAP of them. */
  engines: Engine[];
  /** How many the answer listed (more than decoded when it was cut). */
  typesTotal: number;
  enginesTotal: number;
  /**
   * `form-options` (our call, the spec names none for them) failed or is missing: the form stays usable
   * with the type and the engine typed as numbers and the banner's own params edited by their keys.
   */
  unavailable: boolean;
}

/**
 * Decode caps (issue 32.5): a lying or huge answer is cut here, and the form says so. Real banner types
 * and engines are dozens, a type's fields a handful; every type's fields are decoded, placed and checked
 * on each edit, so a field list of 100 000 would freeze the tab.
 */
export const TYPE_CAP = OPTION_CAP;
export const FIELD_CAP = 300;

/** What the form has when `form-options` gave nothing. */
export const NO_OPTIONS: FormOptions = { types: [], engines: [], typesTotal: 0, enginesTotal: 0, unavailable: true };

export interface MacroRow {
  key: string;
  val: string;
}

export interface OrdText {
  text: string;
  size: number | null;
  align: 'left' | 'center' | 'right';
  valign: 'top' | 'bottom';
  xoffset: number | null;
  yoffset: number | null;
}

/** A banner (A 3): banner_id or id, name, type_id, adv_engine_id, settings (srcScopes, ord), the type's params. */
export interface Banner {
  id: number;
  name: string;
  type_id: number | null;
  adv_engine_id: number | null;
  is_limited: boolean;
  params: Tree;
  settings: { srcScopes: MacroRow[]; ord: OrdText };
  /** Whether the answer carried an ORD marking (settings.ord an object): a kind with optional marking opens it off otherwise. */
  hasOrd: boolean;
  /** The version (If-Match); '' when the server sends none. */
  updated: string;
  /** The banner as it came (props or answer): a save is built on it, so what the form does not edit goes back as it came. */
  source: Readonly<Record<string, unknown>>;
}

/** What POST / PUT send. */
export interface BannerPayload {
  /** The loaded banner's other fields, sent back as they came (issue 41's round trip). */
  [kept: string]: unknown;
  name: string;
  type_id: number | null;
  adv_engine_id: number | null;
  params: Tree;
  /** null: no marking (a kind whose marking is optional, switched off). */
  settings: { srcScopes: MacroRow[]; ord: OrdText | null };
}

/** An alias is one path segment: letters, digits, '_' or '-' (anything else cannot be a key). */
const ALIAS = /^[A-Za-z0-9_-]{1,64}$/;

const optionsOf = (raw: unknown): TypeField['options'] => {
  // A list of {value, label}, or an object {value: label} as PHP arrays come.
  if (Array.isArray(raw)) return d.records({ value: d.text, label: d.text })(raw).filter((o) => o.value !== '');
  if (isObject(raw)) return Object.entries(raw).map(([value, label]) => ({ value, label: d.text(label) || value }));
  return [];
};

function fieldOf(raw: unknown): TypeField | null {
  const f = d.record({ id: d.id, name: d.text, alias: d.text, type: d.oneOf(FIELD_TYPES, 'string'), parent_id: d.id, default_value: d.text, adv_engines: d.list(d.id) })(raw);
  if (f.id === null || !ALIAS.test(f.alias)) return null;
  const params = d.object(d.field(raw, 'params'));
  return {
    ...f,
    id: f.id,
    name: f.name || f.alias,
    adv_engines: f.adv_engines.filter((e): e is number => e !== null),
    required: d.bool(params.required) === true,
    min: d.number(params.min),
    max: d.number(params.max),
    options: optionsOf(params.options),
  };
}

const listOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : []);

function typeOf(t: unknown): BannerType | null {
  if (!isObject(t)) return null;
  const id = d.id(t.id);
  if (id === null) return null;
  const fields = listOf(t.fields);
  return { id, name: d.text(t.name) || `#${id}`, fields: d.list(fieldOf)(fields.slice(0, FIELD_CAP)).filter((f): f is TypeField => f !== null), fieldsTotal: fields.length };
}

function formOptionsOf(raw: unknown): FormOptions {
  const source = d.object(raw);
  const types = listOf(source.types);
  const engines = listOf(source.engines);
  return {
    types: types.slice(0, TYPE_CAP).map(typeOf).filter((t): t is BannerType => t !== null),
    engines: d.records({ id: d.id, name: d.text })(engines.slice(0, TYPE_CAP)).filter((e): e is Engine => e.id !== null),
    typesTotal: types.length,
    enginesTotal: engines.length,
    unavailable: false,
  };
}

function ordOf(raw: unknown): OrdText {
  return d.record({
    text: d.text,
    size: d.number,
    align: d.oneOf(['left', 'center', 'right'] as const, 'left'),
    valign: d.oneOf(['top', 'bottom'] as const, 'bottom'),
    xoffset: d.number,
    yoffset: d.number,
  })(raw);
}

/** Macro rows: a list of {key, val}, or an object {key: val} as PHP arrays come. */
function macrosOf(raw: unknown): MacroRow[] {
  if (isObject(raw)) return Object.entries(raw).map(([key, val]) => ({ key, val: d.text(val) }));
  return d.records({ key: d.text, val: d.text })(raw);
}

/** The banner of the props, GET / POST / PUT; null without an id (banner_id or id). */
export function bannerOrNull(raw: unknown): Banner | null {
  const source = d.object(raw);
  const settings = d.object(source.settings);
  const id = d.id(source.banner_id) ?? d.id(source.id);
  if (id === null) return null;
  return {
    id,
    name: d.text(source.name),
    type_id: d.id(source.type_id),
    adv_engine_id: d.id(source.adv_engine_id),
    is_limited: d.bool(source.is_limited) === true,
    params: d.object(source.params),
    settings: { srcScopes: macrosOf(settings.srcScopes), ord: ordOf(settings.ord) },
    hasOrd: isObject(settings.ord),
    updated: d.text(source.updated),
    source: isObject(raw) ? raw : {},
  };
}

/** The banner of GET: it must carry its id (banner_id or id), the edit page needs it. */
export function bannerOf(raw: unknown): Banner {
  return required(bannerOrNull(raw), 'banner id');
}

/**
 * What a save answered, as the page keeps it: A 7 names only `data.banner_id or data.id`, so the banner is what was
 * sent (its id the answer's, or the one edited), its version the answer's when it has one.
 */
function savedBanner(answer: unknown, payload: BannerPayload, id: number | null): Banner | null {
  const answered = bannerOrNull(answer);
  const savedId = answered?.id ?? id;
  if (savedId === null) return null;
  const sent = bannerOrNull({ ...payload, banner_id: savedId });
  return sent && { ...sent, updated: answered?.updated ?? '', source: { ...payload } };
}

/** What the editors ask the backend for (issue 41): the spec's calls, and what they chose where it is silent. */
export const bannerEditorCalls = {
  get: chosen('the banner the page prints (`record` prop); without both the edit page says it could not load the banner'),
  formOptions: chosen('the `formOptions` prop (the page prints the types and engines); without both the type and engine ids are typed and params edited by key'),
  create: spec('A 7 Banners POST {url}: data.banner_id or data.id (without it the page goes to the banners list)'),
  update: spec('A 7 Banners PUT {url}/{id}'),
  generate: spec('A 7 Banners POST {url}/{id}/generate: data.count'),
  ifMatch: chosen('the PUT’s If-Match header (the banner’s `updated`, when it has one)'),
} satisfies Calls;

/** If-Match: the version the edits started from (none for a banner the server sent no version of). */
const ifMatch = (version: string | null) => (version ? { headers: { 'If-Match': JSON.stringify(version) } } : {});

/** What the page printed (props): the banner edited and the form's options; each used instead of its GET when given. */
export interface PrintedBanner {
  record?: unknown;
  formOptions?: unknown;
}

export function bannerEditorApi(url: string, printed: PrintedBanner = {}) {
  return {
    /** What the form chooses from: banner types (with their fields) and engines: the page's, else GET {url}/form-options. */
    options: async (signal?: AbortSignal) => formOptionsOf(printed.formOptions !== undefined ? printed.formOptions : await api.get<unknown>(`${url}/form-options`, { signal })),
    get: async (id: number, signal?: AbortSignal) => {
      const own = bannerOrNull(printed.record);
      return own !== null && own.id === id ? own : bannerOf(await api.get<unknown>(`${url}/${id}`, { signal }));
    },
    /** POST {url}; the answer may carry a redirect (the page to go to); banner null when it names no id. */
    create: async (payload: BannerPayload) => {
      const saved = await api.post<unknown>(url, payload);
      return { banner: savedBanner(saved.data, payload, null), redirect: saved.redirect };
    },
    /** PUT {url}/{id}; a bare answer is a save (the banner is what was sent). */
    update: async (id: number, payload: BannerPayload, version: string | null) => {
      const saved = await api.put<unknown>(`${url}/${id}`, payload, ifMatch(version));
      return { banner: savedBanner(saved.data, payload, id), redirect: saved.redirect };
    },
    /** POST {url}/{id}/generate → data.count (null when it is not a count). */
    generate: async (id: number) => {
      const saved = await api.post<unknown>(`${url}/${id}/generate`);
      return d.count(d.field(saved.data, 'count'));
    },
  };
}
export type BannerEditorApi = ReturnType<typeof bannerEditorApi>;

/** {url} of the first banner kind: {urlPath}/api/banners. */
export const defaultBannersUrl = (urlPath = '') => sitePath('/api/banners', urlPath);
