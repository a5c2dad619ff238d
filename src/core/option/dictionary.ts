import { cached } from '../cache';
import { d } from '../decode';
import { api } from '../http';
import { LoadOnce } from '../loadOnce';
import { prop } from '../props';

/** One entry of an option type's dictionary (device types, allow/deny values): ids kept as text. */
export interface DictionaryItem {
  id: string;
  name: string;
}

const PLACEHOLDER = /\{option_type_id\}/g;

/**
 * data-props of an editor whose choices come from its option type's dictionary (A 7: "a dictionary url
 * given by the option type ({option_type_id} substituted)"): spread beside OPTION_PROPS.
 */
export const DICTIONARY_PROPS = {
  /** The dictionary's URL, e.g. '/api/hb/option-types/{option_type_id}/values'; it must stay on this site. */
  dictionaryUrl: prop.optional(prop.apiUrl()),
  /** The option type (substituted for {option_type_id}). */
  optionTypeId: prop.optional(prop.number({ integer: true, min: 1 })),
};

/** The dictionary URL of an option type: every {option_type_id} replaced by the id (URL-encoded). */
export function dictionaryUrl(template: string, optionTypeId: number | string): string {
  return template.replace(PLACEHOLDER, encodeURIComponent(String(optionTypeId)));
}

/** A dictionary answer's `data` → items: `{id, name}` (or `{value, name}`, `{id, title}`), ids as text; entries without an id dropped. */
export function dictionaryItems(raw: unknown): DictionaryItem[] {
  return d.records({ id: d.optionalText, value: d.optionalText, name: d.text, title: d.text })(raw).flatMap((item) => {
    const id = item.id ?? item.value;
    return id === null || id === '' ? [] : [{ id, name: item.name || item.title || id }];
  });
}

/** Choices printed into data-props (`deviceTypes`, `choices`): a list of `{id, name}` read as a dictionary's answer is, ids as text. */
export const dictionaryProp = () => prop.custom('a list of {id, name}', (raw) => (Array.isArray(raw) ? dictionaryItems(raw) : undefined));

/** The key a dictionary is kept under in the local cache (one per resolved URL). */
export const dictionaryCacheKey = (url: string) => `option-dictionary:${url}`;

/**
 * An option type's dictionary, loaded once per page (LoadOnce: `value`, `state`, `load(signal)`) and kept
 * in the local cache for A 9's 7 days (src/core/cache), so the next editor of that type opens without the
 * call. The answer is cached as sent and decoded on every read (a tampered cache is as untrusted as the
 * server). A failed load is not cached: it shows its toast and the next `load()` asks again.
 */
export function optionDictionary<T = DictionaryItem[]>(template: string, optionTypeId: number | string, decode: (data: unknown) => T, empty: T, ttlSeconds?: number): LoadOnce<T> {
  const url = dictionaryUrl(template, optionTypeId);
  return new LoadOnce(async (signal) => decode(await cached(dictionaryCacheKey(url), () => api.get<unknown>(url, { signal }), ttlSeconds)), empty);
}
