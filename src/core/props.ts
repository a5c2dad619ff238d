/**
 * data-props, declared once per screen and checked at mount: every entry passes a schema
 * (`propsSchema({...})`) to mountIsland. A value of the wrong kind is a PropsError naming its path
 * and what was expected, for the backend developer; the type of the props follows from the schema.
 */
import { isSameOrigin, resolveUrl, sitePrefixProblem, siteUrl } from './origin';

export class PropsError extends Error {}

/** One entry of a dictionary prop (`prop.choices()`). */
export interface Choice {
  id: string;
  name: string;
}

const choiceText = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

export type RawProps = Record<string, unknown>;

export function isObject(value: unknown): value is RawProps {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one value (unknown) into T, or throws PropsError naming `where`. */
export interface PropReader<T, Optional extends boolean = boolean> {
  readonly optional: Optional;
  read(value: unknown, where: string): T;
}

type Shape = Record<string, PropReader<unknown>>;
/** The value a reader gives. */
export type PropValue<R> = R extends PropReader<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Required_<S extends Shape> = { [K in keyof S as S[K]['optional'] extends true ? never : K]: PropValue<S[K]> };
type Optional_<S extends Shape> = { [K in keyof S as S[K]['optional'] extends true ? K : never]?: PropValue<S[K]> };
/** The props a shape describes: optional readers give optional keys. */
export type PropsOf<S extends Shape> = Simplify<Required_<S> & Optional_<S>>;

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

function reader<T>(expected: string, accept: (value: unknown, where: string) => T | undefined): PropReader<T, false> {
  return {
    optional: false,
    read(value, where) {
      const out = value === undefined || value === null ? undefined : accept(value, where);
      if (out === undefined) throw new PropsError(`${where} must be ${expected}, got ${show(value)}`);
      return out;
    },
  };
}

function optional<T>(inner: PropReader<T>): PropReader<T | undefined, true> {
  return {
    optional: true,
    read: (value, where) => (value === undefined || value === null ? undefined : inner.read(value, where)),
  };
}

function object<S extends Shape>(shape: S): PropReader<PropsOf<S>, false> {
  return reader('an object', (value, where) => (isObject(value) ? readShape(shape, value, where) : undefined));
}

function readShape<S extends Shape>(shape: S, raw: RawProps, where: string): PropsOf<S> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = field.read(raw[key], `${where}.${key}`);
    if (value !== undefined) out[key] = value;
  }
  return out as PropsOf<S>;
}

/** The readers a screen's props schema is written with. */
export const prop = {
  optional,
  object,
  /** true or false: "false", 0 or "yes" are refused (a flag shown by mistake is a leak). */
  flag: () => reader('true or false', (v) => (typeof v === 'boolean' ? v : undefined)),
  text: () => reader('a string', (v) => (typeof v === 'string' ? v : undefined)),
  nonEmptyText: () => reader('a non-empty string', (v) => (typeof v === 'string' && v.trim() !== '' ? v : undefined)),
  /** A finite number in the range (PHP may print numbers as strings: "3" is read as 3). */
  number: (range: { min?: number; max?: number; integer?: boolean } = {}) =>
    reader(`a number${range.integer ? ' (whole)' : ''}${range.min !== undefined ? ` ≥ ${range.min}` : ''}${range.max !== undefined ? ` ≤ ${range.max}` : ''}`, (v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      if (!Number.isFinite(n) || (range.integer && !Number.isInteger(n))) return undefined;
      if ((range.min !== undefined && n < range.min) || (range.max !== undefined && n > range.max)) return undefined;
      return n;
    }),
  oneOf: <T extends string>(values: readonly T[]) => reader(`one of ${values.join(', ')}`, (v) => values.find((x) => x === v)),
  /** Named permission flags, each optional and boolean: `{store: true}`. */
  flags: <K extends string>(names: readonly K[]) =>
    object(Object.fromEntries(names.map((n) => [n, optional(prop.flag())])) as { [N in K]: PropReader<boolean | undefined, true> }),
  list: <T>(item: PropReader<T>) =>
    reader('an array', (v, where) => (Array.isArray(v) ? v.map((x, i) => item.read(x, `${where}[${i}]`)) : undefined)),
  /** A link the user clicks: http(s), mailto or a relative path, as the browser resolves it (never javascript:). One the island follows by itself is a siteLink. */
  link: () =>
    reader('a link (http(s), mailto or a path)', (v) => {
      if (typeof v !== 'string') return undefined;
      const resolved = resolveUrl(v.trim());
      return resolved && ['http:', 'https:', 'mailto:'].includes(resolved.protocol) ? v.trim() : undefined;
    }),
  /**
   * A page of this site the island may go to on its own (the list after a save or delete, a back
   * link): resolved as the browser would, http(s) on this origin only — never javascript: nor another host.
   */
  siteLink: () => reader('a link to a page of this site', (v) => (typeof v === 'string' && siteUrl(v) !== null ? v.trim() : undefined)),
  /** A URL this page calls (with the CSRF token): it must resolve to this site. */
  apiUrl: () => reader('a URL on this site', (v) => (typeof v === 'string' && v.trim() !== '' && isSameOrigin(v.trim()) ? v.trim() : undefined)),
  /** A site prefix for absolute API paths: '' or a path that stays on this site. */
  urlPath: () => reader("'' or a path on this site starting with '/'", (v) => (typeof v === 'string' && sitePrefixProblem(v) === null ? v : undefined)),
  /**
   * A dictionary printed as [{id, name}] (document types, statuses, projects): ids as text (numbers
   * too), an entry without an id left out, a missing name shown as the id. Lenient: a malformed entry
   * is dropped, never a broken page.
   */
  choices: () =>
    reader('a list of {id, name}', (v) => {
      if (!Array.isArray(v)) return undefined;
      const out: Choice[] = [];
      for (const entry of v) {
        if (!isObject(entry)) continue;
        const id = choiceText(entry.id);
        if (id !== '') out.push({ id, name: choiceText(entry.name) || id });
      }
      return out;
    }),
  /** A reader of the screen's own (for shapes the ones above do not cover). */
  custom: <T>(expected: string, accept: (value: unknown, where: string) => T | undefined) => reader(expected, accept),
};

/** Every island's own prop: the site prefix of absolute API paths (default ''). */
const BASE_SHAPE = { urlPath: optional(prop.urlPath()) };
export type BaseProps = PropsOf<typeof BASE_SHAPE>;

export interface PropsSchema<P> {
  /** The props, checked; throws PropsError saying what is wrong. */
  parse(raw: unknown): P;
  /** The keys it knows (others are reported, not refused: the backend may send more). */
  readonly keys: readonly string[];
}

/** A screen's props: its shape plus urlPath, which every island accepts. */
export function propsSchema<S extends Shape>(shape: S): PropsSchema<PropsOf<S & typeof BASE_SHAPE>> {
  const full = { ...BASE_SHAPE, ...shape } as S & typeof BASE_SHAPE;
  return {
    keys: Object.keys(full),
    parse(raw) {
      if (!isObject(raw)) throw new PropsError('data-props must be a JSON object');
      return readShape(full, raw, 'props');
    },
  };
}
