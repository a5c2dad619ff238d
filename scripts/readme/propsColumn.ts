// The README's props column, read from a screen's props schema (src/core/props) itself: a schema says
// what it accepts only by what it refuses, so each key is asked in turn — absent (refused: required),
// a value no reader takes (the refusal names what it expects), an object that records the keys read
// from it (its fields, in order) — with valid values for the keys before it. No second description of
// the props to keep in step with the schema.
import { PropsError, type PropsSchema } from '../../src/core/props';

/** A value no reader accepts (not a string, number, boolean, object or array), and that touches no DOM. */
const FOREIGN = Symbol('readme');

/** One key: its name, whether it may be absent, and what it holds. */
export interface PropDoc {
  key: string;
  optional: boolean;
  type: string;
}

type Place = (value: unknown) => unknown;

/** The refusal of `raw` for exactly `path`: what it expects, or null (accepted, or refused elsewhere). */
function refusal(schema: PropsSchema<unknown>, raw: unknown, path: string): string | null {
  try {
    schema.parse(raw);
    return null;
  } catch (error) {
    if (!(error instanceof PropsError)) throw error;
    const prefix = `${path} must be `;
    if (!error.message.startsWith(prefix)) return null;
    const rest = error.message.slice(prefix.length);
    const got = rest.lastIndexOf(', got ');
    return got === -1 ? rest : rest.slice(0, got);
  }
}

/** An object that answers the values given and records every key read from it, in order. */
function recorder(values: Record<string, unknown>): { object: object; read: string[] } {
  const read: string[] = [];
  const object = new Proxy(values, {
    get(target, key) {
      if (typeof key === 'string' && !read.includes(key)) read.push(key);
      return typeof key === 'string' ? target[key] : undefined;
    },
  });
  return { object, read };
}

interface Described {
  optional: boolean;
  type: string;
  /** A value the reader accepts (undefined for an optional one). */
  valid: unknown;
}

function describe(schema: PropsSchema<unknown>, place: Place, path: string): Described {
  const optional = refusal(schema, place(undefined), path) === null;
  const expected = refusal(schema, place(FOREIGN), path) ?? 'any value';
  if (expected === 'an object') {
    const fields = fieldsOf(schema, (value) => place(value), path);
    const valid = Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.key, f.valid]));
    const type = fields.length ? `{${fields.map((f) => `${f.key}${f.optional ? '?' : ''}${f.type === 'any value' ? '' : `: ${f.type}`}`).join(', ')}}` : 'object';
    return { optional, type, valid };
  }
  if (expected === 'an array') {
    const item = describe(schema, (value) => place([value]), `${path}[0]`);
    return { optional, type: `${item.type.includes(' ') && !item.type.startsWith('{') ? `(${item.type})` : item.type}[]`, valid: [] };
  }
  return { optional, ...scalar(expected) };
}

/** How an expectation of src/core/props reads in the table, and a value that meets it. */
function scalar(expected: string): { type: string; valid: unknown } {
  if (expected === 'true or false') return { type: 'boolean', valid: true };
  if (expected === 'a string') return { type: 'string', valid: '' };
  if (expected === 'a non-empty string') return { type: 'non-empty string', valid: 'x' };
  const number = /^a number(.*)$/.exec(expected);
  if (number) {
    const min = /≥ (-?[\d.]+)/.exec(number[1]);
    return { type: `number${number[1]}`, valid: min ? Number(min[1]) : 0 };
  }
  const oneOf = /^one of (.*)$/.exec(expected);
  if (oneOf) {
    const values = oneOf[1].split(', ');
    return { type: values.map((v) => `'${v}'`).join(' | '), valid: values[0] };
  }
  if (expected.startsWith('a link')) return { type: 'link (http(s), mailto or a path)', valid: '/' };
  if (expected === 'a URL on this site') return { type: 'URL on this site', valid: '/' };
  if (expected.startsWith("'' or a path")) return { type: "'' or a path on this site", valid: '' };
  return { type: expected, valid: undefined };
}

/** The fields of the object at `path` (the props themselves: 'props'), in the order the schema reads them. */
function fieldsOf(schema: PropsSchema<unknown>, place: Place, path: string): Array<PropDoc & { valid: unknown }> {
  const fields: Array<PropDoc & { valid: unknown }> = [];
  const values: Record<string, unknown> = {};
  // A required field refused stops the reading there: read again with it valid until no new key shows.
  for (;;) {
    const { object, read } = recorder({ ...values });
    refusal(schema, place(object), path);
    const fresh = read.filter((key) => !fields.some((f) => f.key === key));
    if (fresh.length === 0) return fields;
    for (const key of fresh) {
      const d = describe(schema, (value) => place({ ...values, [key]: value }), `${path}.${key}`);
      if (!d.optional) values[key] = d.valid;
      fields.push({ key, optional: d.optional, type: d.type, valid: d.valid });
    }
  }
}

/** Every key of a screen's props, in the schema's order (urlPath, which every island takes, first). */
export function describeProps(schema: PropsSchema<unknown>): PropDoc[] {
  return fieldsOf(schema, (value) => value, 'props').map(({ key, optional, type }) => ({ key, optional, type }));
}

/** The props column's text: `key?`: type; … */
export function propsColumn(schema: PropsSchema<unknown>): string {
  return describeProps(schema)
    .map((p) => `\`${p.key}${p.optional ? '?' : ''}\`: ${/^\{|\[\]$|^'[^']*'( \| '[^']*')*$/.test(p.type) ? `\`${p.type}\`` : p.type}`)
    .join('; ');
}
