import { d } from '@core/decode';
import { idOf, idsOf, idValue } from '@core/option';

/** The two lists of an allow/deny option (A 3 Geo value: allow and deny lists of ids); ids as text while edited. */
export interface AllowDenyValue {
  allow: string[];
  deny: string[];
}

export type ListKey = keyof AllowDenyValue;
export const LIST_KEYS: readonly ListKey[] = ['allow', 'deny'];

export const EMPTY_LISTS: AllowDenyValue = { allow: [], deny: [] };

/** A list of ids, or of `{id}` items (a value saved with its names): each id once, anything else dropped. */
const idsIn = (raw: unknown): string[] => idsOf(Array.isArray(raw) ? raw.map((item) => (typeof item === 'object' && item !== null ? idOf(d.field(item, 'id')) : item)) : raw);

/** params.value → the lists; anything malformed is empty; an id in both stays allowed only (it cannot be both). */
export function decodeAllowDeny(raw: unknown): AllowDenyValue {
  const allow = idsIn(d.field(raw, 'allow'));
  const allowed = new Set(allow);
  return { allow, deny: idsIn(d.field(raw, 'deny')).filter((id) => !allowed.has(id)) };
}

/** What is sent: `{allow, deny}`, whole-number ids as numbers. */
export function encodeAllowDeny(value: AllowDenyValue): { allow: Array<number | string>; deny: Array<number | string> } {
  return { allow: value.allow.map(idValue), deny: value.deny.map(idValue) };
}

/** The lists with `ids` appended to `key` (each once) and taken out of the other list: an object is allowed or denied, never both. */
export function withAdded(value: AllowDenyValue, key: ListKey, ids: readonly string[]): AllowDenyValue {
  const adding = new Set(ids);
  const other: ListKey = key === 'allow' ? 'deny' : 'allow';
  const kept = new Set(value[key]);
  const added = [...value[key], ...[...adding].filter((id) => !kept.has(id))];
  return { ...value, [key]: added, [other]: value[other].filter((id) => !adding.has(id)) } as AllowDenyValue;
}

/** The lists without `id` in `key`. */
export function withRemoved(value: AllowDenyValue, key: ListKey, id: string): AllowDenyValue {
  return { ...value, [key]: value[key].filter((x) => x !== id) };
}
