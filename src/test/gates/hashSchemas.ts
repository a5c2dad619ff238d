// The convention the hash gate enforces: a screen that keeps state in the hash declares its schema in
// src/<area>/<entry>/hash.ts as `hashSchema` (the schema, or a function of optional parameters
// returning it) and may list `hashSchemaVariants` ({ name: arguments }) for the gate to check too.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { HashField, Schema } from '@core/hash';

export const HASH_MODULE = 'hash.ts';

const KINDS = ['filter', 'page', 'perPage', 'sort', 'order'];

export interface NamedSchema {
  /** 'hashSchema' or 'hashSchema(<variant>)'. */
  name: string;
  schema: Schema;
}

export function hashModulePath(folder: string): string | null {
  const file = path.join(folder, HASH_MODULE);
  return fs.existsSync(file) ? file : null;
}

function isField(value: unknown): value is HashField<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Partial<HashField<unknown>>;
  return typeof f.kind === 'string' && KINDS.includes(f.kind) && 'defaultValue' in f && typeof f.parse === 'function' && typeof f.write === 'function';
}

function checkedSchema(name: string, value: unknown): Schema {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${name} is not a schema object`);
  const entries = Object.entries(value);
  if (entries.length === 0) throw new Error(`${name} has no fields`);
  const bad = entries.filter(([, f]) => !isField(f)).map(([key]) => key);
  if (bad.length) throw new Error(`${name}: ${bad.join(', ')} ${bad.length === 1 ? 'is not a field' : 'are not fields'} of src/core/hash`);
  return value as Schema;
}

/** The schemas a hash.ts module declares: hashSchema, then hashSchema(...args) for each variant. */
export function schemasOf(module: unknown): NamedSchema[] {
  const exports = (module ?? {}) as { hashSchema?: unknown; hashSchemaVariants?: unknown };
  const { hashSchema, hashSchemaVariants } = exports;
  if (hashSchema === undefined) throw new Error('hash.ts exports no hashSchema');
  if (typeof hashSchema !== 'function') {
    if (hashSchemaVariants !== undefined) throw new Error('hashSchemaVariants needs hashSchema to be a function');
    return [{ name: 'hashSchema', schema: checkedSchema('hashSchema', hashSchema) }];
  }
  const build = hashSchema as (...args: unknown[]) => unknown;
  const out: NamedSchema[] = [{ name: 'hashSchema()', schema: checkedSchema('hashSchema()', build()) }];
  if (hashSchemaVariants === undefined) return out;
  if (typeof hashSchemaVariants !== 'object' || hashSchemaVariants === null) throw new Error('hashSchemaVariants must be { name: [arguments] }');
  for (const [variant, args] of Object.entries(hashSchemaVariants)) {
    if (!Array.isArray(args)) throw new Error(`hashSchemaVariants['${variant}'] must be an array of arguments`);
    const name = `hashSchema(${variant})`;
    out.push({ name, schema: checkedSchema(name, build(...(args as unknown[]))) });
  }
  return out;
}
