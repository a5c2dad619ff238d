import { makeAutoObservable, observable } from 'mobx';

/**
 * The keyboard cursor over the cards (roving tabindex). Each card asks `isAt(its index)`, which MobX
 * tracks per index (an observable map holding the cursor's one index), so a move re-renders the two
 * cards concerned, not the thousand loaded ones.
 */
export class GridCursor {
  index = 0;
  private readonly marks = observable.map<number, true>([[0, true]]);

  constructor() {
    makeAutoObservable<GridCursor, 'marks'>(this, { marks: false }, { autoBind: true });
  }

  isAt(index: number): boolean {
    return this.marks.has(index);
  }

  /** To `index`, kept within the `count` cards loaded (0 when there are none). */
  moveTo(index: number, count: number): void {
    const next = count <= 0 ? 0 : Math.min(Math.max(0, Math.floor(index) || 0), count - 1);
    if (next === this.index) return;
    this.marks.delete(this.index);
    this.index = next;
    this.marks.set(next, true);
  }
}
