import { makeAutoObservable, runInAction } from 'mobx';
import { notify } from './notify';

/**
 * A form locked once what it holds has been set (A 4: ORD forms once their contracts or ids are set): unlocking
 * asks first, unless the operator holds Shift while clicking (the old pages' shortcut for those who know).
 */
export class SetLock {
  locked = false;

  constructor(
    /** The question asked before unlocking. */
    private readonly question: string,
  ) {
    makeAutoObservable<SetLock, 'question'>(this, { question: false }, { autoBind: true });
  }

  /** After a load or a save: locked when the data is set, open otherwise. */
  follow(isSet: boolean): void {
    this.locked = isSet;
  }

  /** Unlocks after a yes (or at once with Shift); resolves whether the form is open now. */
  async unlock(skipQuestion = false): Promise<boolean> {
    if (!this.locked) return true;
    if (!skipQuestion && !(await notify.confirm(this.question))) return false;
    runInAction(() => {
      this.locked = false;
    });
    return true;
  }
}
