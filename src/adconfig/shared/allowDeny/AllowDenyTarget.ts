import { makeAutoObservable } from 'mobx';
import type { ListKey } from './allowDeny';
import { ALLOW_DENY_TEXT } from './texts';

/**
 * Which list the picked objects go to (A 5: one must be chosen, 'Необходимо выбрать список для
 * добавления!'). Chosen by the operator each time the editor opens: none is preselected, so nothing
 * lands in the deny list by a default nobody looked at.
 */
export class AllowDenyTarget {
  list: ListKey | null = null;
  error: string | null = null;
  /** Where the add that failed was asked ('top': the tree, the values; 'search': the search by names): its message shows there. */
  errorAt = 'top';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  choose(list: ListKey): void {
    this.list = list;
    this.error = null;
  }

  /** Hands the chosen list to `add`; without one says so (beside `at`, where it was asked) and adds nothing. False when nothing was added. */
  add(add: (list: ListKey) => void, at = 'top'): boolean {
    if (this.list === null) {
      this.error = ALLOW_DENY_TEXT.chooseList;
      this.errorAt = at;
      return false;
    }
    this.error = null;
    add(this.list);
    return true;
  }
}
