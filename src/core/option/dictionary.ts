import { d } from '../decode';
import { api } from '../http';
import type { LoadOnce } from '../loadOnce';
import { prop } from '../props';
import { cachedList, CHOICE_CACHE_PROPS, choiceCacheKey } from './cachedList';

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
  /** The signed-in user: the dictionary is kept for 7 days per user and site (without it, asked on every page). */
  ...CHOICE_CACHE_PROPS,
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

/** The key a dictionary is kept under in the local cache: per resolved URL (the site in it) and user; null without a user. */
export const dictionaryCacheKey = (url: string, userId: string | undefined) => choiceCacheKey('option-dictionary', url, userId);

/**
 * An option type's dictionary, loaded once per page (LoadOnce: `value`, `state`, `load(signal)`) and kept
 * in the local cache for A 9's 7 days per user and site (`cachedList`): the next editor of that type opens with
 * it at once and asks again in the background. A failed or empty answer is not kept: a failure shows its toast
 * and the next `load()` asks again.
 */
export function optionDictionary<T = DictionaryItem[]>(template: string, optionTypeId: number | string, decode: (data: unknown) => T, empty: T, options: { userId?: string; ttlSeconds?: number } = {}): LoadOnce<T> {
  const url = dictionaryUrl(template, optionTypeId);
  return cachedList(dictionaryCacheKey(url, options.userId), (signal) => api.get<unknown>(url, { signal }), decode, empty, { ttlSeconds: options.ttlSeconds });
}
