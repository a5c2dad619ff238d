/**
 * Paths into a record's nested values: 'name', 'settings.ord.size', 'rows.3.val'. A path is a
 * plain string so it can be a key of errors, rules and tabs, and match the server's errors[field].
 */
import { isObject } from '../decode';

export type Path = string;
export type Tree = Record<string, unknown>;

/** A node with named children: a plain object, as the decoders read one. */
export const isTree: (value: unknown) => value is Tree = isObject;

export function segments(path: Path): string[] {
  return path === '' ? [] : path.split('.');
}

const INDEX = /^\d+$/;
/** Keys that would reach Object.prototype: a path from the server never writes there. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** The value at `path`, or undefined when any step is missing. */
export function getAt(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const key of segments(path)) {
    if (Array.isArray(node) && INDEX.test(key)) node = node[Number(key)];
    else if (isTree(node) && Object.prototype.hasOwnProperty.call(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** Writes `value` at `path` in place, creating objects (or arrays before an index) on the way. */
export function setAt(root: Tree, path: Path, value: unknown): void {
  const keys = segments(path);
  if (keys.length === 0 || keys.some((k) => FORBIDDEN.has(k))) return;
  let node: Tree | unknown[] = root;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const container = node as Record<string, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    let next = container[key];
    if (!isTree(next) && !Array.isArray(next)) {
      container[key] = INDEX.test(keys[i + 1]) ? [] : {};
      // Read back: an observable parent stores its own (observable) copy of what was assigned.
      next = container[key];
    }
    node = next as Tree | unknown[];
  });
}

/** Whether `path` is `prefix` or lies under it; '*' in the prefix matches any one segment. */
export function isUnder(path: Path, prefix: Path): boolean {
  const a = segments(path);
  const b = segments(prefix);
  if (b.length > a.length) return false;
  return b.every((key, i) => key === '*' || key === a[i]);
}

/** Whether `path` matches `pattern` exactly ('*' = any one segment: 'rows.*.val' matches 'rows.3.val'). */
export function matches(path: Path, pattern: Path): boolean {
  return segments(path).length === segments(pattern).length && isUnder(path, pattern);
}

/** The concrete paths of `pattern` in `root`: 'rows.*.val' → ['rows.0.val', 'rows.1.val', …]. */
export function expand(root: unknown, pattern: Path): Path[] {
  const keys = segments(pattern);
  let found: Array<{ path: string[]; node: unknown }> = [{ path: [], node: root }];
  for (const key of keys) {
    const next: typeof found = [];
    for (const { path, node } of found) {
      if (key !== '*') next.push({ path: [...path, key], node: getAt(node, key) });
      else if (Array.isArray(node)) node.forEach((item, i) => next.push({ path: [...path, String(i)], node: item }));
      else if (isTree(node)) Object.entries(node).forEach(([k, item]) => next.push({ path: [...path, k], node: item }));
    }
    found = next;
  }
  return found.map((f) => f.path.join('.'));
}

/** 'rows[3][val]' (PHP form names) and 'rows.3.val' (Laravel) name the same path. */
export function normalisePath(key: string): Path {
  return key.replace(/\[([^\]]*)\]/g, '.$1').replace(/^\.+|\.+$/g, '').replace(/\.{2,}/g, '.');
}
