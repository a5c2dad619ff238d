import { makeAutoObservable, reaction } from 'mobx';
import type { Disposer } from './disposers';
import type { HashState, HistoryMode, Schema, Values } from './hash';

/**
 * Filters chosen in a form as values (tags, a mode, a period), where `FilterDraft` holds typed text: kept as
 * chosen until 'Найти' writes them to the hash, refilled from the hash on Back/Forward (`start`) and by `refill`.
 */
export class ChosenFilters<S extends Schema, K extends keyof S & string> {
  values: Pick<Values<S>, K>;

  constructor(
    private readonly state: HashState<S>,
    private readonly keys: readonly K[],
  ) {
    this.values = this.fromState();
    makeAutoObservable<ChosenFilters<S, K>, 'state' | 'keys'>(this, { state: false, keys: false }, { autoBind: true });
  }

  set<F extends K>(key: F, value: Values<S>[F]): void {
    this.values[key] = value;
  }

  /** Writes the chosen values (and `extra`, e.g. back to page 1) to the hash; whether anything changed. */
  apply(extra: Partial<Values<S>> = {}, mode: HistoryMode = 'push'): boolean {
    return this.state.set({ ...this.values, ...extra }, mode);
  }

  /** The form as the hash says (after 'Сбросить'). */
  refill(): void {
    this.values = this.fromState();
  }

  /** Keeps the form in step with the hash (Back/Forward, hand edits); returns the disposer. */
  start(): Disposer {
    return reaction(() => this.keys.map((key) => this.state.values[key]), this.refill);
  }

  private fromState(): Pick<Values<S>, K> {
    const out = {} as Pick<Values<S>, K>;
    for (const key of this.keys) out[key] = this.state.values[key];
    return out;
  }
}
