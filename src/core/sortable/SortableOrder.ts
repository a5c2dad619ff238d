import { makeAutoObservable } from 'mobx';
import type { Saved } from '../http';
import { notify } from '../notify';

export interface SortableOrderOptions<Row> {
  id: (row: Row) => number;
  /** The rows as loaded (a ListStore's rows): the order the server keeps. */
  rows: () => Row[];
  /** The sort call with every id in the new order (A 7: POST {url}/sort with order). */
  save: (ids: number[]) => Promise<Saved<unknown>>;
  /** After a saved move (the list reloads). */
  onSaved?: () => unknown;
}

/** `ids` with the one at `from` moved to `to` (dnd-kit's arrayMove, without loading dnd-kit). */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * Rows sorted by the user (drag or keyboard): a move shows at once and goes to the sort call with the
 * whole order; a failed call puts the rows back where they were, with the error toast. One save at a
 * time: moves wait (the handles are disabled) until the backend has answered.
 */
export class SortableOrder<Row> {
  /** The order shown while a move is saved (null: the loaded order). */
  pending: number[] | null = null;
  saving = false;

  constructor(private readonly options: SortableOrderOptions<Row>) {
    makeAutoObservable<SortableOrder<Row>, 'options'>(this, { options: false }, { autoBind: true });
  }

  /** The rows in the order shown. */
  get rows(): Row[] {
    const loaded = this.options.rows();
    if (!this.pending) return loaded;
    const position = new Map(this.pending.map((id, index) => [id, index]));
    const at = (row: Row): number => position.get(this.options.id(row)) ?? Number.MAX_SAFE_INTEGER;
    return [...loaded].sort((a, b) => at(a) - at(b));
  }

  get ids(): number[] {
    return this.rows.map(this.options.id);
  }

  private settle(order: number[] | null): void {
    this.pending = order;
    this.saving = false;
  }

  /** Moves the row `activeId` to where `overId` is; true when the new order was saved. */
  async move(activeId: number, overId: number): Promise<boolean> {
    const ids = this.ids;
    const from = ids.indexOf(activeId);
    const to = ids.indexOf(overId);
    if (this.saving || from < 0 || to < 0 || from === to) return false;
    const next = moveId(ids, from, to);
    this.pending = next;
    this.saving = true;
    try {
      const saved = await this.options.save(next);
      notify.saved(saved.message || undefined);
      await this.options.onSaved?.();
      // The reloaded rows carry the saved order; without a reload the moved order stays shown.
      this.settle(this.options.onSaved ? null : next);
      return true;
    } catch (error) {
      this.settle(null); // rollback: the loaded order again
      notify.error(error);
      return false;
    }
  }
}
