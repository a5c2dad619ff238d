// S 9: "server-provided options". The page may print each dictionary (props); a dictionary it does not print is
// read from a handbook (S 7 names GET handbook/{alias}/values for media plans; the aliases are ours, optional).
// One that neither gives leaves its field typed as an id, said so.
import { d } from '@core/decode';
import type { Choice, MediaplanFormProps } from './props';

export const DICTIONARIES = ['categories', 'salesHouses', 'agencies', 'advertisers', 'positions', 'groups'] as const;
export type DictionaryKey = (typeof DICTIONARIES)[number];

/** Ours: the handbook each dictionary is read from when the page does not print it. */
export const HANDBOOK_ALIASES: Record<DictionaryKey, string> = {
  categories: 'mediaplan_categories',
  salesHouses: 'sales_houses',
  agencies: 'agencies',
  advertisers: 'advertisers',
  positions: 'manager_positions',
  groups: 'mediaplans_groups',
};

/** Each dictionary's entries; null: neither the page nor its handbook gave any (its id is typed). */
export type Dictionaries = Record<DictionaryKey, Choice[] | null>;

/** More entries than a select can offer is a broken answer: the first ones are kept. */
const MAX_ENTRIES = 5000;

/** A handbook's values ({id, name}, handbook value rows of A 3) as a dictionary; entries without a positive id left out. */
export function choicesOf(raw: unknown): Choice[] {
  const out: Choice[] = [];
  const seen = new Set<number>();
  for (const c of d.records({ id: d.id, name: d.text })(raw)) {
    if (c.id === null || seen.has(c.id)) continue;
    seen.add(c.id);
    out.push({ id: c.id, name: c.name || `№${c.id}` });
    if (out.length === MAX_ENTRIES) break;
  }
  return out;
}

/** The dictionaries the page printed (an empty one counts as not printed). */
export function givenDictionaries(props: Pick<MediaplanFormProps, DictionaryKey>): Partial<Dictionaries> {
  const given: Partial<Dictionaries> = {};
  for (const key of DICTIONARIES) {
    const list = props[key];
    if (list && list.length > 0) given[key] = list;
  }
  return given;
}
