import { d } from '@core/decode';

/** The two kinds of filter lists (A 7 `filter_type`). */
export type FilterType = 'white' | 'black';
export const FILTER_TYPES: readonly FilterType[] = ['white', 'black'];

/** A chosen list: its id and the name it was chosen under (kept in the value, so it reads without a call). */
export interface ChosenList {
  id: number;
  name: string;
}

/** The value as edited: the chosen white and black lists. */
export type FilterListsValue = Record<FilterType, ChosenList[]>;

/**
 * A 3 filter list value as saved (our reading): `white` and `black` the chosen lists' ids, `name_white` and
 * `name_black` their names in the same order, `ids` every chosen id (white, then black).
 */
export interface FilterListsSaved {
  ids: number[];
  white: number[];
  black: number[];
  name_white: string[];
  name_black: string[];
}

/** A list of ids, or one id. */
const idsOf = (raw: unknown): number[] => (Array.isArray(raw) ? raw : [raw]).flatMap((x) => (d.id(x) === null ? [] : [d.id(x) as number]));
/** Names in the ids' order: a list, or one name for one id. */
const namesOf = (raw: unknown): string[] => (Array.isArray(raw) ? raw.map(d.text) : [d.text(raw)]);

function chosenOf(ids: unknown, names: unknown): ChosenList[] {
  const nameList = namesOf(names);
  const seen = new Set<number>();
  return idsOf(ids).flatMap((id, index) => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ id, name: nameList[index] ?? '' }];
  });
}

/** params.value → the chosen lists; anything malformed reads as none, a missing name as '' (shown by the list's name or '#id'). */
export function decodeFilterLists(raw: unknown): FilterListsValue {
  const value = d.object(raw);
  return { white: chosenOf(value.white, value.name_white), black: chosenOf(value.black, value.name_black) };
}

export function encodeFilterLists(value: FilterListsValue): FilterListsSaved {
  const white = value.white.map((l) => l.id);
  const black = value.black.map((l) => l.id);
  return { ids: [...white, ...black], white, black, name_white: value.white.map((l) => l.name), name_black: value.black.map((l) => l.name) };
}

export const noLists = (value: FilterListsValue): boolean => value.white.length === 0 && value.black.length === 0;
