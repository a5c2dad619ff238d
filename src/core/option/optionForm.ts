import { getAt, isTree, type BoundForm, type Path, type Tree } from '../record';
import { notify } from '../notify';
import type { OptionEditorStore } from './OptionEditorStore';

/** A 8: what removing a row of an option's value asks first (phrases, rules, geo items). */
export const REMOVE_ROW_QUESTION = 'Вы уверены?';

export interface OptionFormOptions {
  /** Ask 'Вы уверены?' before a row goes (default true). */
  confirmRemove?: boolean;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** `node` with `value` at `keys`, copied along the way (never changed in place): a row of a shallow value is replaced whole. */
function replacedAt(node: unknown, keys: string[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(node) ? node.slice() : isTree(node) ? { ...node } : /^\d+$/.test(key) ? [] : {};
  (copy as Record<string, unknown>)[key] = replacedAt(getAt(node, key), rest, value);
  return copy;
}

/**
 * The option store as a form bound by path (`BoundForm`), so the record form's path-bound fields and
 * `RowsField` (src/ui/record) edit an option's value too: paths are the value's own ('0.content',
 * 'rules.2.min'; '' is the value itself, for a value that is one list), errors are the store's
 * (`check` and the server's, by the same paths), and removing a row asks first.
 */
export function optionForm<V>(store: OptionEditorStore<V>, options: OptionFormOptions = {}): BoundForm {
  const get = (path: Path): unknown => (path === '' ? store.value : getAt(store.value, path));
  const set = (path: Path, value: unknown): void => {
    if (path === '') {
      store.setValue(value as V);
      store.clearErrors('');
    } else {
      // The value's top-level entry is replaced by a copy with the change (copy on write), so a value kept
      // shallow (`OptionEditorConfig.shallow`: thousands of rows, each plain) sees the edit as well as a deep one.
      const [first, ...rest] = path.split('.');
      if (FORBIDDEN.has(first) || rest.some((key) => FORBIDDEN.has(key))) return;
      store.update(path, (root) => {
        (root as Tree)[first] = replacedAt(getAt(root, first), rest, value);
      });
    }
  };
  const rows = (path: Path): unknown[] => {
    const value = get(path);
    return Array.isArray(value) ? value : [];
  };
  // The list's errors go with it (set clears them): rows after the removed one have moved.
  const dropRow = (path: Path, index: number): void => set(path, rows(path).filter((_, i) => i !== index));
  return {
    get,
    set,
    rows,
    text(path) {
      const value = get(path);
      return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    },
    errorAt: (path) => store.error(path),
    isLocked: () => !store.on,
    addRow: (path, row) => set(path, [...rows(path), row]),
    removeRow(path, index) {
      if (options.confirmRemove === false) {
        dropRow(path, index);
        return;
      }
      void notify.confirm(REMOVE_ROW_QUESTION, { danger: true }).then((ok) => {
        if (ok) dropRow(path, index);
      });
    },
  };
}
