import { chosen, spec, type Calls } from '@core/calls';
import { pagePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api, type Page } from '@core/http';
import type { Paging } from '@core/paging';

/** One entry of a banner's limited_params, as text (the spec does not describe its shape). */
export interface LimitedParam {
  key: string;
  value: string;
}

export interface MacroRow {
  key: string;
  val: string;
}

/** A 3 ORD text, as the modal shows it. */
export interface OrdText {
  text: string;
  size: number | null;
  align: string;
  valign: string;
  xoffset: number | null;
  yoffset: number | null;
}

/** Which editor a banner opens in (A 2: two banner kinds, banner-editor and banner-editor-v2). */
export type BannerKind = 'first' | 'second';

/** A 3: a banner as the list shows it (banner_id or id). */
export interface BannerRow {
  id: number;
  /** The chosen row field `kind` (2 or 'v2': the second kind); absent or anything else: the first. */
  kind: BannerKind;
  name: string;
  type_id: number | null;
  adv_engine_id: number | null;
  is_limited: boolean;
  limited_params: LimitedParam[];
  settings: { srcScopes: MacroRow[]; ord: OrdText | null };
}

/** Depth-capped text of any JSON value: hostile nesting shows as '…', never freezes. */
function textOf(raw: unknown, depth = 0): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : '';
  if (typeof raw === 'boolean') return raw ? 'да' : 'нет';
  if (depth > 2) return '…';
  if (Array.isArray(raw)) return raw.slice(0, 50).map((v) => textOf(v, depth + 1)).join(', ');
  if (isObject(raw)) return Object.entries(raw).slice(0, 50).map(([k, v]) => `${k}: ${textOf(v, depth + 1)}`).join('; ');
  return '';
}

/** limited_params: a list (each item a line) or an object (each key a line); at most 200 lines. */
export function limitedParamsOf(raw: unknown): LimitedParam[] {
  if (Array.isArray(raw)) return raw.slice(0, 200).map((v, i) => ({ key: String(i + 1), value: textOf(v) }));
  if (isObject(raw)) return Object.entries(raw).slice(0, 200).map(([key, v]) => ({ key, value: textOf(v) }));
  return [];
}

const macros = d.dictionary(['key'], ['val']);
const macrosOf = (raw: unknown): MacroRow[] => macros(raw).map(({ key, value }) => ({ key, val: value }));

const ordOf = d.record({ text: d.text, size: d.number, align: d.text, valign: d.text, xoffset: d.number, yoffset: d.number });

function rowOf(raw: unknown): BannerRow | null {
  if (!isObject(raw)) return null;
  const id = d.id(raw.banner_id) ?? d.id(raw.id);
  if (id === null) return null;
  const settings = isObject(raw.settings) ? raw.settings : {};
  return {
    id,
    kind: raw.kind === 2 || raw.kind === '2' || raw.kind === 'v2' ? 'second' : 'first',
    name: d.text(raw.name),
    type_id: d.id(raw.type_id),
    adv_engine_id: d.id(raw.adv_engine_id),
    is_limited: d.bool(raw.is_limited) === true,
    limited_params: limitedParamsOf(raw.limited_params),
    settings: { srcScopes: macrosOf(settings.srcScopes), ord: isObject(settings.ord) ? ordOf(settings.ord) : null },
  };
}

/** A row's key in the list: the two kinds number their banners apart, so the kind is part of it. */
export const bannerKey = (row: BannerRow): string => `${row.kind}-${row.id}`;

/** The editor page of a banner of either kind, under the list's page (`base`). */
export const editorHref = (base: string, row: BannerRow): string => (row.kind === 'second' ? `${base}/v2/edit/${row.id}` : `${base}/edit/${row.id}`);

export const rowsOf = (raw: unknown): BannerRow[] => (Array.isArray(raw) ? raw.map(rowOf).filter((row): row is BannerRow => row !== null) : []);

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 Banners targeting table GET {url}: data, meta.total_count, meta.per_page'),
  kind: chosen('the row field `kind` (2 or `v2`): the banner opens in the second editor ({page}/v2/edit/{id}); without it every banner opens in the first ({page}/edit/{id})'),
  choicesAnswer: chosen('the `types` and `engines` props (the page prints them); without both the type and engine columns show #id'),
} satisfies Calls;

/** The only place that knows this screen's URL: GET {url} with page, field, order (no per_page: the answer's meta.per_page says it, A 9). */
export function bannersApi(url = pagePath()) {
  return {
    list: (paging: Paging, signal?: AbortSignal): Promise<Page<BannerRow>> =>
      api.list<BannerRow>(url, { rows: rowsOf, params: { page: paging.page, field: paging.sort || 'banner_id', order: paging.order }, signal }),
  };
}
export type BannersApi = ReturnType<typeof bannersApi>;
