// The values of filters a server describes, in one hash key (mix-tasks, the generic reports of S 2).
import type { HashField } from './fields';

/** The values of the server-described filters, by filter name (only set ones: an empty value is no filter). */
export type FilterValues = Record<string, string>;

/** A filter name the hash may carry: what a backend field is called (no brackets, no markup). */
export const FILTER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Drops empty values and names that are no filter's, keeping the order of `values`. */
export function cleanFilters(values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const [name, value] of Object.entries(values)) {
    const text = value.trim();
    if (FILTER_NAME.test(name) && text !== '') out[name] = text;
  }
  return out;
}

/** Only what would end a name or a value is escaped: the hash's own encoding does the rest, once. */
const escapePart = (text: string): string => text.replace(/[%&=+]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const writeValues = (values: FilterValues): string =>
  Object.entries(values)
    .map(([name, value]) => `${escapePart(name)}=${escapePart(value)}`)
    .join('&');

function unescapePart(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The sidebar's filters in one hash key, as `name=value` pairs (`#fl=status%3Dnew%26name%3D…`): the filters are
 * described by the list's answer, so the hash schema cannot name them one by one. Only the written
 * form of a valid set parses (names sorted, each once, no empty value); anything else is garbage and
 * reads as no filters, so a hand-edited link never sends a filter nobody chose.
 */
export function filterValues(): HashField<FilterValues> {
  return {
    kind: 'filter',
    defaultValue: {},
    parse(raw) {
      const values: FilterValues = {};
      if (raw === '') return values;
      for (const pair of raw.split('&')) {
        const eq = pair.indexOf('=');
        const name = unescapePart(pair.slice(0, eq));
        const value = unescapePart(pair.slice(eq + 1));
        if (eq < 0 || name === undefined || value === undefined || Object.hasOwn(values, name)) return undefined;
        values[name] = value;
      }
      const sorted = sortedFilters(cleanFilters(values));
      return writeValues(sorted) === raw ? sorted : undefined;
    },
    write: writeValues,
  };
}

/** The canonical order (by name), so one set of filters has one hash. */
export function sortedFilters(values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const name of Object.keys(values).sort()) out[name] = values[name];
  return out;
}
