import { makeAutoObservable, observable, runInAction } from 'mobx';
import { notify } from './notify';

/** What a failed task shows: the error toast by default (a CRUD screen passes its own style). */
type OnError = (error: unknown) => void;

const showToast: OnError = (error) => void notify.error(error);

/**
 * Calls of one kind that run one at a time per key (a row's delete, a tab's save): `has(key)` while the
 * key's call is out (its button shows busy), and a second run of the same key meanwhile is refused. A task
 * resolves true when it did what it was asked; a failure shows its error and resolves false.
 */
export class BusyKeys<K> {
  private readonly running = observable.set<K>();

  constructor(private readonly onError: OnError = showToast) {
    makeAutoObservable<BusyKeys<K>, 'running' | 'onError'>(this, { running: false, onError: false }, { autoBind: true });
  }

  has(key: K): boolean {
    return this.running.has(key);
  }

  get any(): boolean {
    return this.running.size > 0;
  }

  async run(key: K, task: () => Promise<boolean>): Promise<boolean> {
    if (this.running.has(key)) return false;
    this.running.add(key);
    try {
      return await task();
    } catch (error) {
      this.onError(error);
      return false;
    } finally {
      runInAction(() => this.running.delete(key));
    }
  }
}

/** One call of a kind at a time for the whole screen (a modal's save, 'Исключить все'): `running` while it is out. */
export class BusyTask {
  private readonly keys: BusyKeys<true>;

  constructor(onError: OnError = showToast) {
    this.keys = new BusyKeys<true>(onError);
  }

  get running(): boolean {
    return this.keys.has(true);
  }

  run(task: () => Promise<boolean>): Promise<boolean> {
    return this.keys.run(true, task);
  }
}
