import { makeAutoObservable, reaction } from 'mobx';
import { isAborted } from '@core/http';
import { HashState } from '@core/hash';
import { pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { redirectTarget } from '@core/record';
import type { ActionComponent, SettingsNavigatorApi } from './api';
import { hashSchema } from './hash';
import type { NavigatorAction, NavigatorSection } from './props';
import { TEXT } from './texts';

export type ComponentState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; component: ActionComponent };

/**
 * The settings navigator (A 2, A 3, A 7): accordion sections of actions; the open action is the hash's
 * deep link (`#action?active=0`: the query itself after the `?`, A 2) and shows its component (latest wins); non-GET actions call their url.
 */
export class SettingsNavigatorStore {
  readonly filters = new HashState(hashSchema);
  /** The open accordion section (one at a time); null: all closed. */
  openSection: number | null;
  component: ComponentState | null = null;
  /** Actions whose call is in flight (no double call). */
  running = new Set<string>();
  private controller: AbortController | null = null;

  constructor(
    private readonly api: SettingsNavigatorApi,
    readonly sections: NavigatorSection[],
  ) {
    this.openSection = sections.length > 0 ? 0 : null;
    makeAutoObservable<SettingsNavigatorStore, 'api' | 'controller'>(this, { api: false, controller: false, sections: false, filters: false }, { autoBind: true });
  }

  /** The action the hash names, with its section. */
  get current(): { action: NavigatorAction; section: number } | null {
    const key = this.filters.values.action;
    if (!key) return null;
    for (const [section, s] of this.sections.entries()) {
      const action = s.actions.find((a) => a.action === key);
      if (action) return { action, section };
    }
    return null;
  }

  start(): () => void {
    const stopHash = this.filters.start();
    const stopLoad = reaction(
      () => [this.current?.action, this.filters.values.qs] as const,
      ([action, qs]) => this.show(action, qs),
      { fireImmediately: true },
    );
    return () => {
      stopLoad();
      stopHash();
      this.controller?.abort();
    };
  }

  toggleSection(index: number): void {
    this.openSection = this.openSection === index ? null : index;
  }

  /** Opens the action's component (its deep link in the hash, one history entry); again closes it. */
  toggleAction(action: NavigatorAction): void {
    if (this.current?.action === action) this.filters.set({ action: '', qs: '' });
    else this.filters.set({ action: action.action, qs: '' });
  }

  private show(action: NavigatorAction | undefined, qs: string): void {
    this.controller?.abort();
    this.controller = null;
    const found = this.current;
    if (found) this.openSection = found.section;
    if (!action?.componentUrl) {
      this.component = null;
      return;
    }
    void this.load(action.componentUrl, qs || action.qs);
  }

  reload(): void {
    const action = this.current?.action;
    if (action) this.show(action, this.filters.values.qs);
  }

  private async load(url: string, qs: string): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    this.component = { state: 'loading' };
    try {
      const component = await this.api.component(url, qs, controller.signal);
      if (this.controller === controller) this.settle({ state: 'ready', component });
    } catch (error) {
      if (isAborted(error) || this.controller !== controller) return;
      notify.error(error);
      this.settle({ state: 'failed' });
    }
  }

  private settle(state: ComponentState): void {
    this.component = state;
  }

  /** A non-GET action: asked first when it says so, then its url called with its method. */
  async run(action: NavigatorAction): Promise<void> {
    if (action.method === 'GET' || !action.isOn || this.running.has(action.action)) return;
    if (action.confirm !== null && !(await notify.confirm(action.confirm || TEXT.confirm, { danger: action.method === 'DELETE' }))) return;
    this.setRunning(action.action, true);
    try {
      const answer = await this.api.run(action.method, action.url);
      const target = redirectTarget(answer.redirect);
      if (target) pageNavigation.assign(target);
      else notify.success(answer.message || TEXT.done, TEXT.done);
    } catch (error) {
      notify.error(error);
    } finally {
      this.setRunning(action.action, false);
    }
  }

  private setRunning(key: string, on: boolean): void {
    if (on) this.running.add(key);
    else this.running.delete(key);
  }
}
