import { makeAutoObservable, reaction } from 'mobx';
import type { HashState } from './HashState';
import type { Schema, Values } from './schema';

export const INVALID_FILTER = 'Некорректное значение';

/** What 'Найти' did: new filters (the list follows them), the same ones (reload by hand), or none. */
export type ApplyResult = 'changed' | 'unchanged' | 'invalid';

/**
 * What the user is typing into a filter form, as text, until 'Найти' applies it to the hash.
 * Back/forward refill the form from the hash; nothing typed is lost while the list reloads.
 */
export class FilterDraft<S extends Schema, K extends keyof S & string> {
  text: Record<K, string>;
  errors: Partial<Record<K, string>> = {};

  constructor(
    private readonly state: HashState<S>,
    private readonly keys: readonly K[],
  ) {
    this.text = this.fromState();
    makeAutoObservable<FilterDraft<S, K>, 'state' | 'keys'>(this, { state: false, keys: false }, { autoBind: true });
  }

  edit(key: K, value: string): void {
    this.text[key] = value;
    delete this.errors[key];
  }

  /** Parse every field; a field that does not parse is marked and nothing is applied. */
  apply(): ApplyResult {
    const patch: Partial<Values<S>> = {};
    const errors: Partial<Record<K, string>> = {};
    for (const key of this.keys) {
      const field = this.state.schema[key];
      const raw = this.text[key].trim();
      const value: unknown = raw === '' ? field.defaultValue : field.parse(raw);
      if (value === undefined) errors[key] = INVALID_FILTER;
      else (patch as Record<string, unknown>)[key] = value;
    }
    this.errors = errors;
    if (Object.keys(errors).length) return 'invalid';
    return this.state.set(patch) ? 'changed' : 'unchanged';
  }

  reset(): void {
    this.errors = {};
    this.state.reset();
    this.text = this.fromState();
  }

  /** Keep the form in step with the hash (back/forward, hand edits). Returns the disposer. */
  start(): () => void {
    return reaction(
      () => this.keys.map((k) => this.state.values[k]),
      () => {
        this.text = this.fromState();
        this.errors = {};
      },
    );
  }

  private fromState(): Record<K, string> {
    const out = {} as Record<K, string>;
    for (const key of this.keys) {
      const field = this.state.schema[key];
      const value: unknown = this.state.values[key];
      out[key] = value === field.defaultValue ? (typeof value === 'string' ? value : '') : field.write(value);
    }
    return out;
  }
}
