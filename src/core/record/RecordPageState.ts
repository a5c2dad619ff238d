import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from '../loadState';
import { flashSuccess } from '../navigate';
import { notify } from '../notify';
import type { SubmitOptions } from '../saveSession';
import type { RecordFormState } from './RecordFormState';
import { redirectTarget } from './redirect';

/** Where the record comes from: its id (null on a create page: only the choices load) and the api's get, or a call of its own (a page whose address is its record). */
export type RecordSource<R> = { id: number | null; get(id: number, signal: AbortSignal): Promise<R> } | { record(signal: AbortSignal): Promise<R> };

export type RecordPageOptions<C, R> = RecordSource<R> & {
  /**
   * The record the page printed into its props (issue 41: the legacy page had it): the first load applies it
   * and asks no record call (a read the spec does not name is then used only when props leave it out, and
   * for a later load: a retry, the current version after a 409). Null or absent: the call is asked.
   */
  given?: R | null;
  /** The dictionaries the form offers (types, formats…), asked for beside the record. */
  choices?: (signal: AbortSignal) => Promise<C>;
  /** What arrived, applied in one action: the choices kept, `form.load(valuesOf(record), version)`. */
  apply(record: R | null, choices: C): void;
  /** Said after a failed load (default: the error toast only; the page shows LoadFailed). */
  onFailed?: (error: unknown) => void;
  /** The page's hash (the open tab), followed while the page lives. */
  hash?: { start(): () => void };
};

/** How a save ends: the toast on the page, or the next page (with the toast there). */
export interface SaveOutcome<S> extends Pick<SubmitOptions<S>, 'versionOf' | 'showError'> {
  /** The answer's `redirect`: followed only when it resolves to this site. */
  redirect?: (saved: S) => string | null | undefined;
  /** Where the page goes when the answer names no redirect (a create's edit page, the list); null: it stays. */
  leaveTo?: (saved: S) => string | null;
  /** The toast when the page stays (default 'Успешно сохранено'). */
  success?: (saved: S) => string | undefined;
  /** A 9: the page waits this long before it goes, so the toast is seen first. */
  leaveAfterMs?: number;
  /** Called with the answer before the page stays or goes (the heading takes the saved name). */
  saved?: (saved: S) => void;
}

function recordCall<R>(source: RecordSource<R>): ((signal: AbortSignal) => Promise<R>) | null {
  if ('record' in source) return source.record;
  const { id, get } = source;
  return id === null ? null : (signal) => get(id, signal);
}

/**
 * What every record page shares around its form: the choices and the record loaded once together
 * (the latest load wins, an earlier one is aborted, as is the load of a page closed), the load state
 * the page shows, and a save that stays with 'Успешно сохранено', leaves for another page or follows
 * the answer's redirect (this site only). Conflicts (409) and server errors stay the form's.
 */
export class RecordPageState<V extends object, C = undefined, R = unknown> {
  state: LoadState = 'idle';
  /** The page is on its way to another one after a save (nothing more to save meanwhile). */
  leaving = false;
  private controller: AbortController | null = null;
  /** The props' record was applied once: every later load asks the record call. */
  private givenUsed = false;

  constructor(
    readonly form: RecordFormState<V>,
    private readonly options: RecordPageOptions<C, R>,
  ) {
    makeAutoObservable<RecordPageState<V, C, R>, 'options' | 'controller' | 'givenUsed'>(this, { form: false, options: false, controller: false, givenUsed: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  /** The page's life: its hash followed, its load asked for; the disposer stops both (a load in flight is aborted). */
  start(): () => void {
    const stopHash = this.options.hash?.start();
    this.fetch();
    return () => {
      stopHash?.();
      this.stop();
    };
  }

  /** Asks for what the page needs once (the screen calls it as its store is made, so the requests leave before the first paint). */
  fetch(): void {
    if (this.state === 'idle') void this.load();
  }

  /** Loads the choices and the record (again: after a failure, or the current version after a 409). */
  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const { choices, apply } = this.options;
    const given = this.givenUsed ? null : (this.options.given ?? null);
    this.givenUsed = true;
    const record = given === null ? recordCall(this.options) : null;
    if (!choices && !record) {
      // A create page with nothing to choose from, or the record given with the page: ready at once, no disabled flash.
      apply(given, undefined as C);
      this.state = 'ready';
      return;
    }
    this.state = 'loading';
    try {
      // Without a choices call the page has none to apply: undefined stands for them (C defaults to undefined).
      const [loadedChoices, loadedRecord] = await Promise.all([choices ? choices(controller.signal) : (undefined as C), record ? record(controller.signal) : given]);
      if (controller.signal.aborted) return;
      runInAction(() => {
        apply(loadedRecord, loadedChoices);
        this.state = 'ready';
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.state = 'failed';
      });
      (this.options.onFailed ?? notify.error)(error);
    }
  }

  /** The page is closed: a load in flight is aborted and its answer dropped. */
  stop(): void {
    this.controller?.abort();
    this.controller = null;
    if (this.state === 'loading') this.state = 'idle';
  }

  /** Validates and saves once through `call`; then the toast (the page stays) or the next page. */
  async save<S>(call: (values: V, version: string | null) => Promise<S>, outcome: SaveOutcome<S> = {}): Promise<S | undefined> {
    if (this.leaving) return undefined;
    const saved = await this.form.submit(call, { success: false, versionOf: outcome.versionOf, showError: outcome.showError });
    if (saved === undefined) return undefined;
    const { saved: took } = outcome;
    if (took) runInAction(() => took(saved));
    const target = redirectTarget(outcome.redirect?.(saved)) ?? outcome.leaveTo?.(saved) ?? null;
    if (target === null) {
      notify.saved(outcome.success?.(saved));
      return saved;
    }
    flashSuccess();
    this.leave(target, outcome.leaveAfterMs);
    return saved;
  }

  /** After a save or a delete: the page goes to `url` (after `ms`, busy meanwhile) once the unsaved guard lets go. */
  leave(url: string, ms = 0): void {
    this.leaving = true;
    if (ms > 0) setTimeout(() => this.form.leave(url), ms);
    else this.form.leave(url);
  }
}
