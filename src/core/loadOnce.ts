import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isAborted } from './http';
import type { LoadState } from './loadState';
import { notify } from './notify';


/**
 * Data a page loads once and keeps (a dictionary: the image screens' tags, the category tree): loaded
 * when first asked for, not again while loading or once loaded; a failure shows its error toast and
 * the next ask tries again; an abort (the page leaving) leaves it as it was before the ask.
 */
export class LoadOnce<T> {
  value: T;
  state: LoadState = 'idle';
  private controller: AbortController | null = null;

  constructor(
    private readonly fetch: (signal: AbortSignal) => Promise<T>,
    empty: T,
  ) {
    this.value = empty;
    makeAutoObservable<LoadOnce<T>, 'fetch' | 'controller'>(this, { fetch: false, controller: false, value: observableRef }, { autoBind: true });
  }

  /** An answer came (or failed): whatever the page shows from it is final. */
  get settled(): boolean {
    return this.state === 'ready' || this.state === 'failed';
  }

  /** Loads unless loaded or loading; `signal` (else stop()) drops the call. */
  async load(signal?: AbortSignal): Promise<void> {
    if (this.state === 'loading' || this.state === 'ready') return;
    const controller = new AbortController();
    this.controller = controller;
    if (signal?.aborted) controller.abort();
    else signal?.addEventListener('abort', () => controller.abort(), { once: true });
    this.state = 'loading';
    try {
      const value = await this.fetch(controller.signal);
      runInAction(() => {
        this.value = value;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.state = isAborted(error) ? 'idle' : 'failed'));
      if (!isAborted(error)) notify.error(error);
    }
  }

  /** The page goes: a load in flight is dropped. */
  stop(): void {
    this.controller?.abort();
  }
}
