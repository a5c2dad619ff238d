import { makeAutoObservable, runInAction } from 'mobx';
import { isAborted } from './http';
import type { LoadState } from './loadState';
import { notify } from './notify';

/**
 * A load where the latest call wins, with the project's `LoadState`: a new `run` aborts the one in flight and
 * a stale answer is never applied; 'loading' while out, 'ready' once its answer is applied, 'failed' after an
 * error (its toast shown). `stop()` (the page going) drops what is in flight.
 */
export class LatestLoad {
  state: LoadState = 'idle';
  private controller: AbortController | null = null;

  constructor() {
    makeAutoObservable<LatestLoad, 'controller'>(this, { controller: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  /** Fetches; `apply` gets the answer (in an action) only while this call is the latest. */
  async run<T>(fetch: (signal: AbortSignal) => Promise<T>, apply: (value: T) => void): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    try {
      const value = await fetch(controller.signal);
      if (controller === this.controller) this.settle(() => apply(value));
    } catch (error) {
      if (isAborted(error) || controller !== this.controller) return;
      notify.error(error);
      runInAction(() => (this.state = 'failed'));
    }
  }

  /** Data that came another way (a save's answer): the load in flight is dropped and this is applied instead. */
  settle(apply: () => void): void {
    this.stop();
    apply();
    this.state = 'ready';
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
