import { d } from '../decode';
import { ApiError } from '../apiError';
import { api } from '../http';

/** A preset (A 3 "Option-type preset: id, name, type_id, is_personal, params") or a saved template ("id, name, description"), with its params decoded. */
export interface SavedParams<P> {
  id: number;
  name: string;
  description: string;
  /** A 6: 'Доступен только мне' (shown to its owner only). */
  personal: boolean;
  params: P;
}

export interface SavedParamsInput<P> {
  name: string;
  personal: boolean;
  params: P;
}

/** The calls behind a list of saved params; presets have all four, saved templates list and create. */
export interface SavedParamsCalls<P> {
  list(signal?: AbortSignal): Promise<SavedParams<P>[]>;
  create(input: SavedParamsInput<P>): Promise<unknown>;
  update?(id: number, input: SavedParamsInput<P>): Promise<unknown>;
  remove?(id: number): Promise<unknown>;
}

/** A 8: a template's save link missing from the props. */
export const NO_SAVE_LINK = 'Не задана ссылка сохранения';

const itemShape = d.record({ id: d.id, name: d.text, description: d.text, is_personal: d.bool, params: (raw: unknown) => raw });

/** Items of a list answer: without an id, or whose params the editor cannot read (null), left out. */
function itemsOf<P>(raw: unknown, params: (raw: unknown) => P | null): SavedParams<P>[] {
  return (Array.isArray(raw) ? raw : []).flatMap((entry) => {
    const item = itemShape(entry);
    const read = params(item.params);
    return item.id === null || read === null ? [] : [{ id: item.id, name: item.name, description: item.description, personal: item.is_personal === true, params: read }];
  });
}

/**
 * A 7 presets of an option type: GET {api}/hb/option-type-presets?type_id, POST {name, is_personal,
 * type_id, params}, PUT and DELETE /{id}. `params` reads one preset's params (null: not this editor's shape).
 */
export function presetCalls<P>(apiBase: string, typeId: number, params: (raw: unknown) => P | null, encode: (params: P) => unknown = (p) => p): SavedParamsCalls<P> {
  const base = `${apiBase.replace(/\/+$/, '')}/hb/option-type-presets`;
  const body = (input: SavedParamsInput<P>) => ({ name: input.name, is_personal: input.personal, type_id: typeId, params: encode(input.params) });
  return {
    list: async (signal) => itemsOf(await api.get<unknown>(base, { params: { type_id: typeId }, signal }), params),
    create: (input) => api.post(base, body(input)),
    update: (id, input) => api.put(`${base}/${id}`, body(input)),
    remove: (id) => api.delete(`${base}/${id}`),
  };
}

/**
 * A 7 saved templates, at the URLs the page passes (A 7 "Saved-template load/save URLs are passed in"):
 * GET {list} gives `[{id, name, description, params}]`, POST {save} `{name, params}` (a name saved again is
 * replaced: the store asks first). A missing save URL refuses with 'Не задана ссылка сохранения'.
 */
export function templateCalls<P>(urls: { list?: string; save?: string }, params: (raw: unknown) => P | null, encode: (params: P) => unknown = (p) => p): SavedParamsCalls<P> {
  return {
    list: async (signal) => (urls.list ? itemsOf(await api.get<unknown>(urls.list, { signal }), params) : []),
    create: (input) => {
      if (!urls.save) return Promise.reject(new ApiError(NO_SAVE_LINK));
      return api.post(urls.save, { name: input.name, params: encode(input.params) });
    },
  };
}
