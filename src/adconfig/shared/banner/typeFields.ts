import type { TypeField } from './api';

/** A field of the chosen banner type, placed: its value lives at `params.<alias chain>`. */
export interface PlacedField {
  field: TypeField;
  /** 'params.image.src': the chain of parent aliases (A 3), under params. */
  path: string;
  children: PlacedField[];
}

/**
 * The type's fields as a tree, each with its full key built from the chain of parent aliases.
 * A field whose parent is missing sits at the top; a parent chain that loops is cut (bad data); a second
 * field at a key already placed is left out (it could not hold a value of its own).
 * Fields limited to other engines (adv_engines) are left out. One pass over the fields, however many.
 */
export function placeFields(fields: TypeField[], engineId: number | null): PlacedField[] {
  const applies = (f: TypeField) => f.adv_engines.length === 0 || (engineId !== null && f.adv_engines.includes(engineId));
  const ids = new Set(fields.map((f) => f.id));
  const childrenOf = new Map<number | null, TypeField[]>();
  for (const f of fields) {
    if (!applies(f)) continue;
    const parent = f.parent_id !== null && ids.has(f.parent_id) && f.parent_id !== f.id ? f.parent_id : null;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(f);
    else childrenOf.set(parent, [f]);
  }
  const paths = new Set<string>();
  const place = (parentId: number | null, prefix: string, seen: Set<number>): PlacedField[] =>
    (childrenOf.get(parentId) ?? []).flatMap((f) => {
      const path = `${prefix}.${f.alias}`;
      if (seen.has(f.id) || paths.has(path)) return [];
      paths.add(path);
      return [{ field: f, path, children: f.type === 'group' ? place(f.id, path, new Set([...seen, f.id])) : [] }];
    });
  return place(null, 'params', new Set());
}

/** Every field with a value (groups hold fields, not values). */
export function leaves(placed: PlacedField[]): PlacedField[] {
  return placed.flatMap((p) => (p.field.type === 'group' ? leaves(p.children) : [p]));
}

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** A value of a banner's own params, when its type's fields are unknown: edited by its key. */
export interface ParamLeaf {
  /** 'params.image.src'. */
  path: string;
  /** 'image.src': the key chain, the field's label. */
  key: string;
  bool: boolean;
}

/**
 * The text, number and yes/no values of a params tree (a few levels down), at most `cap` of them, and how
 * many there are: a banner whose type is unknown is still edited, value by value.
 */
export function paramLeaves(tree: Record<string, unknown>, cap: number): { leaves: ParamLeaf[]; total: number } {
  const found: ParamLeaf[] = [];
  let total = 0;
  const walk = (node: Record<string, unknown>, keys: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (!KEY.test(key)) continue; // a key with a dot or a space cannot be a path segment
      const chain = [...keys, key];
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        if (chain.length < 5) walk(value as Record<string, unknown>, chain);
      } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        total += 1;
        if (found.length < cap) found.push({ path: `params.${chain.join('.')}`, key: chain.join('.'), bool: typeof value === 'boolean' });
      }
    }
  };
  walk(tree, []);
  return { leaves: found, total };
}
