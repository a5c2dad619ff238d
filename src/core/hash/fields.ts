/**
 * Typed fields of a screen's hash schema. A field parses its raw hash text or says `undefined`
 * (garbage), in which case the default applies: a hand-edited or old link never breaks the page.
 */
export type FieldKind = 'filter' | 'page' | 'perPage' | 'sort' | 'order';

export interface HashField<T> {
  readonly kind: FieldKind;
  readonly defaultValue: T;
  /** Kept as the hash's bare head, not as key=value: `#presale`, or `#action?k=v` with the other keys after '?'. */
  readonly bare?: boolean;
  /**
   * Everything after the bare head's '?', as written (`#action?k=v&list[]=1`: a query of its own, not
   * pairs of the schema); a schema with such a field reads no other key=value pairs.
   */
  readonly tail?: boolean;
  parse(raw: string): T | undefined;
  write(value: T): string;
}

export type SortOrder = 'asc' | 'desc';
export type PerPage = number | 'all';

const INT = /^-?\d+$/;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** A Y-m-d that names a real day (not 2026-02-31, which Date would roll over to March). */
function isCalendarDate(ymd: string): boolean {
  const [y, m, d] = ymd.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function field<T>(kind: FieldKind, defaultValue: T, parse: (raw: string) => T | undefined, write: (v: T) => string): HashField<T> {
  return { kind, defaultValue, parse, write };
}

function intIn(raw: string, min: number, max: number): number | undefined {
  if (!INT.test(raw)) return undefined;
  // `+ 0` turns "-0" into 0: -0 would write back as "0", a value the hash never held.
  const n = Number(raw) + 0;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

export function text(defaultValue = ''): HashField<string> {
  return field('filter', defaultValue, (raw) => raw, (v) => v);
}

export function int(defaultValue: number, range: { min?: number; max?: number } = {}): HashField<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
  return field('filter', defaultValue, (raw) => intIn(raw, min, max), String);
}

/** An optional number: empty means "not set". */
export function optionalInt(range: { min?: number; max?: number } = {}): HashField<number | null> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
  return field<number | null>('filter', null, (raw) => (raw === '' ? null : intIn(raw, min, max)), (v) => (v === null ? '' : String(v)));
}

export function oneOf<T extends string>(values: readonly T[], defaultValue: T): HashField<T> {
  return field('filter', defaultValue, (raw) => values.find((v) => v === raw), (v) => v);
}

export function bool(defaultValue = false): HashField<boolean> {
  return field('filter', defaultValue, (raw) => (raw === '1' ? true : raw === '0' ? false : undefined), (v) => (v ? '1' : '0'));
}

/** Positive ids, comma-separated in the hash ("12,15"); a list with any non-id is garbage. */
export function idList(): HashField<number[]> {
  return field<number[]>(
    'filter',
    [],
    (raw) => {
      if (raw === '') return [];
      const ids = raw.split(',').map((part) => intIn(part.trim(), 1, Number.MAX_SAFE_INTEGER));
      return ids.every((id): id is number => id !== undefined) ? ids : undefined;
    },
    (v) => v.join(','),
  );
}

/** A date range as two API dates (Y-m-d), "2026-01-01,2026-01-31"; start after end is garbage. */
export function dateRange(): HashField<[string, string] | null> {
  return field<[string, string] | null>(
    'filter',
    null,
    (raw) => {
      if (raw === '') return null;
      const [from, to, ...rest] = raw.split(',');
      if (rest.length || !from || !to || !YMD.test(from) || !YMD.test(to)) return undefined;
      if (!isCalendarDate(from) || !isCalendarDate(to) || from > to) return undefined;
      return [from, to];
    },
    (v) => (v ? v.join(',') : ''),
  );
}

export function page(): HashField<number> {
  return field('page', 1, (raw) => intIn(raw, 1, 1_000_000), String);
}

export function perPage(defaultValue: PerPage = 50, allowed: readonly PerPage[] = [10, 20, 50, 100, 'all']): HashField<PerPage> {
  return field<PerPage>(
    'perPage',
    defaultValue,
    (raw) => allowed.find((v) => String(v) === raw),
    String,
  );
}

export function sortField(defaultValue: string, allowed?: readonly string[]): HashField<string> {
  const ok = (raw: string): boolean => (allowed ? allowed.includes(raw) : /^[A-Za-z0-9_.]{1,64}$/.test(raw));
  return field('sort', defaultValue, (raw) => (ok(raw) ? raw : undefined), (v) => v);
}

export function sortOrder(defaultValue: SortOrder = 'desc'): HashField<SortOrder> {
  return field<SortOrder>('order', defaultValue, (raw) => (raw === 'asc' || raw === 'desc' ? raw : undefined), (v) => v);
}

/**
 * The field as the bare head of the hash (a schema has at most one): tabs written as a word
 * (`#presale`) or deep links `action?qs` (the schema's other keys follow the '?').
 */
export function bare<T>(inner: HashField<T>): HashField<T> {
  return { ...inner, bare: true };
}

/** The filters of a list whose filters the server describes (S 2 settings: GET …/filters): name → value. */
export type FilterMap = Readonly<Record<string, string>>;

/** A filter's name as the hash keeps it: a word of ASCII letters, digits and '_' (no prototype names, no `a[]`). */
const FILTER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The map with its names in order and its empty values left out: one map has one written form. */
export function filterMapOf(entries: Iterable<readonly [string, string]>): FilterMap {
  const out: Record<string, string> = {};
  for (const [name, value] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (FILTER_NAME.test(name) && value !== '') out[name] = value;
  }
  return out;
}

/**
 * Filters named by the server, kept in one hash value as their own query string (`#flt=name%3Dab%26type%3D2`):
 * the schema stays fixed while the filters come from an answer. Names that are not words are dropped.
 */
export function filterMap(): HashField<FilterMap> {
  return field<FilterMap>(
    'filter',
    {},
    (raw) => filterMapOf(new URLSearchParams(raw)),
    (v) => new URLSearchParams(Object.entries(filterMapOf(Object.entries(v)))).toString(),
  );
}
