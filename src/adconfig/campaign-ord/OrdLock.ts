import { makeAutoObservable } from 'mobx';
import { notify } from '@core/notify';
import { TEXT } from './texts';

/** A 3: a form locked once its contracts or ids are set; unlocking asks, unless shift is held. */
export class OrdLock {
  locked = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  lockIf(hasData: boolean): void {
    this.locked = hasData;
  }

  async unlock(skipQuestion = false): Promise<void> {
    if (!skipQuestion && !(await notify.confirm(TEXT.unlockQuestion, { confirmLabel: TEXT.unlock }))) return;
    this.locked = false;
  }
}
