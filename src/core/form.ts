import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { ApiError } from './apiError';
import { notify } from './notify';
import { hasErrors, validate, type FieldErrors, type Rules } from './validate';

export interface SubmitOptions {
  /** Success toast text; false for none (e.g. when the page redirects). */
  success?: string | false;
}

/**
 * A form's values, its errors (client rules and the server's errors[field]) and its save:
 * one request at a time, everything typed kept on failure, unsaved edits known.
 */
export class FormState<T extends object> {
  values: T;
  errors: FieldErrors<T> = {};
  saving = false;
  private saved: string;

  constructor(
    initial: T,
    private readonly rules: Rules<T> = {},
  ) {
    this.values = initial;
    this.saved = JSON.stringify(initial);
    makeAutoObservable<FormState<T>, 'rules' | 'saved'>(this, { rules: false, saved: true }, { autoBind: true });
  }

  get dirty(): boolean {
    return JSON.stringify(this.values) !== this.saved;
  }

  set<K extends keyof T>(key: K, value: T[K]): void {
    this.values[key] = value;
    if (this.errors[key]) delete this.errors[key];
  }

  /** Replace the values as loaded from the server: they count as saved. */
  load(values: T): void {
    this.values = values;
    this.errors = {};
    this.saved = JSON.stringify(values);
  }

  validate(): boolean {
    this.errors = validate(this.values, this.rules);
    return !hasErrors(this.errors);
  }

  setErrors(errors: FieldErrors<T>): void {
    this.errors = errors;
  }

  /** Validate, then save once; on failure show the errors and keep the values. */
  async submit<R>(save: (values: T) => Promise<R>, options: SubmitOptions = {}): Promise<R | undefined> {
    if (this.saving) return undefined;
    if (!this.validate()) return undefined;
    this.saving = true;
    const sent = toJS(this.values);
    try {
      const result = await save(sent);
      runInAction(() => {
        // What was sent is saved; anything typed during the save stays unsaved.
        this.saved = JSON.stringify(sent);
        this.saving = false;
      });
      if (options.success !== false) notify.success(options.success);
      return result;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (error instanceof ApiError) this.errors = error.fieldErrors as FieldErrors<T>;
      });
      notify.error(error);
      return undefined;
    }
  }
}
