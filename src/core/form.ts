import { makeAutoObservable } from 'mobx';
import { ApiError } from './apiError';
import { SaveSession, type SubmitOptions } from './saveSession';
import { hasErrors, validate, type FieldErrors, type Rules } from './validate';

export { CONFLICT_TEXT, type SubmitOptions } from './saveSession';

/**
 * A form's values, its errors (client rules and the server's errors[field]) and its save:
 * one request at a time, everything typed kept on failure, unsaved edits known.
 */
export class FormState<T extends object> {
  values: T;
  errors: FieldErrors<T> = {};
  private readonly session: SaveSession;

  constructor(
    initial: T,
    private readonly rules: Rules<T> = {},
  ) {
    this.values = initial;
    this.session = new SaveSession(initial);
    makeAutoObservable<FormState<T>, 'rules' | 'session'>(this, { rules: false, session: false }, { autoBind: true });
  }

  get saving(): boolean {
    return this.session.saving;
  }

  /** The record's version the edits started from (sent with the save); null for a new record. */
  get version(): string | null {
    return this.session.version;
  }

  /** Set when a save met a newer version (409): the edits stay; the screen offers to load the current one. */
  get conflict(): string | null {
    return this.session.conflict;
  }

  get dirty(): boolean {
    return !this.session.isSaved(this.values);
  }

  set<K extends keyof T>(key: K, value: T[K]): void {
    this.values[key] = value;
    if (this.errors[key]) delete this.errors[key];
  }

  /** Replace the values as loaded from the server: they count as saved; `version` is the record's. */
  load(values: T, version: string | null = this.version): void {
    this.values = values;
    this.errors = {};
    this.session.loaded(values, version);
  }

  validate(): boolean {
    this.errors = validate(this.values, this.rules);
    return !hasErrors(this.errors);
  }

  setErrors(errors: FieldErrors<T>): void {
    this.errors = errors;
  }

  /** Validate, then save once; on failure show the errors and keep the values. */
  async submit<R>(save: (values: T, version: string | null) => Promise<R>, options: SubmitOptions<R> = {}): Promise<R | undefined> {
    if (this.saving) return undefined;
    if (!this.validate()) return undefined;
    return this.session.save(this.values, save, options, {
      failed: (error) => {
        if (error instanceof ApiError) this.errors = error.fieldErrors as FieldErrors<T>;
      },
    });
  }
}
