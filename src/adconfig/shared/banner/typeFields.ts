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
 * A field whose parent is missing sits at the top; a parent chain that loops is cut (bad data).
 * Fields limited to other engines (adv_engines) are left out.
 */
export function placeFields(fields: TypeField[], engineId: number | null): PlacedField[] {
  const applies = (f: TypeField) => f.adv_engines.length === 0 || (engineId !== null && f.adv_engines.includes(engineId));
  const byId = new Map(fields.map((f) => [f.id, f]));
  const place = (parentId: number | null, prefix: string, seen: Set<number>): PlacedField[] =>
    fields
      .filter((f) => (parentId === null ? f.parent_id === null || !byId.has(f.parent_id) : f.parent_id === parentId) && !seen.has(f.id) && applies(f))
      .map((f) => {
        const path = `${prefix}.${f.alias}`;
        return { field: f, path, children: f.type === 'group' ? place(f.id, path, new Set([...seen, f.id])) : [] };
      });
  return place(null, 'params', new Set());
}

/** Every field with a value (groups hold fields, not values). */
export function leaves(placed: PlacedField[]): PlacedField[] {
  return placed.flatMap((p) => (p.field.type === 'group' ? leaves(p.children) : [p]));
}
