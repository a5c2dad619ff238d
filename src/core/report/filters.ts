import { d } from '../decode';
import { FILTER_NAME, type FilterValues } from '../hash/filterValues';

/** A choice of a select filter. */
export interface FilterOption {
  value: string;
  title: string;
}
export const FILTER_TYPES = ['text', 'select', 'date'] as const;
/** A filter of the sidebar as an answer describes it: a text box, a select or a day (Y-m-d). */
export interface FilterSpec {
  name: string;
  title: string;
  type: (typeof FILTER_TYPES)[number];
  options: FilterOption[];
}

const options = d.dictionary(['value', 'id'], ['title', 'name']);
/** Options as a list of {value|id, title|name}, or as a map value → title. */
const optionsOf = (raw: unknown): FilterOption[] => options(raw).map(({ key, value }) => ({ value: key, title: value || key }));

const filterShape = { name: d.text, title: d.text, type: d.oneOf(FILTER_TYPES, 'text'), options: optionsOf };
/**
 * The filters an answer describes (`[{name, title, type, options}]`). A filter without a usable name cannot be
 * sent: it is left out (as is a second one of the same name); an unknown type is a text box.
 */
export function filtersOf(raw: unknown): FilterSpec[] {
  const seen = new Set<string>();
  return d
    .records(filterShape)(raw)
    .filter((f) => {
      if (!FILTER_NAME.test(f.name) || seen.has(f.name)) return false;
      seen.add(f.name);
      return true;
    })
    .map((f) => ({ ...f, title: f.title || f.name }));
}

/** The query string of the filters: filters[name]=value, as the backend reads them (PHP's nested keys). */
export function filterParams(filters: FilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) out[`filters[${name}]`] = value;
  return out;
}
