import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { ApiError } from './apiError';
import { notify } from './notify';
import { hasErrors, validate, type FieldErrors, type Rules } from './validate';

export interface SubmitOptions<R> {
  /** Success toast text; false for none (e.g. when the page redirects). */
  success?: string | false;
  /** The version the saved record now has (its `updated`), for the next save's If-Match. */
  versionOf?: (result: R) => string | null;
  /** How a failed save is told (default notify.error: the message and each error); S 8 screens join the errors. */
  showError?: (error: unknown) => void;
}

/** What the screen says when a save met a newer version of the record (409). */
export const CONFLICT_TEXT = 'Запись уже изменена в другой вкладке или другим пользователем. Ваши изменения не сохранены, они остались на странице.';

/**
 * A form's values, its errors (client rules and the server's errors[field]) and its save:
 * one request at a time, everything typed kept on failure, unsaved edits known.
 */
export class FormState<T extends object> {
  values: T;
  errors: FieldErrors<T> = {};
  saving = false;
  /** The record's version the edits started from (sent with the save); null for a new record. */
  version: string | null = null;
  /** Set when a save met a newer version (409): the edits stay; the screen offers to load the current one. */
  conflict: string | null = null;
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

  /** Replace the values as loaded from the server: they count as saved; `version` is the record's. */
  load(values: T, version: string | null = this.version): void {
    this.values = values;
    this.errors = {};
    this.saved = JSON.stringify(values);
    this.version = version;
    this.conflict = null;
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
    this.saving = true;
    this.conflict = null;
    const sent = toJS(this.values);
    try {
      const result = await save(sent, this.version);
      runInAction(() => {
        // What was sent is saved; anything typed during the save stays unsaved.
        this.saved = JSON.stringify(sent);
        this.saving = false;
        if (options.versionOf) this.version = options.versionOf(result);
      });
      if (options.success !== false) notify.success(options.success);
      return result;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (error instanceof ApiError) this.errors = error.fieldErrors as FieldErrors<T>;
        if (error instanceof ApiError && error.status === 409) this.conflict = error.message || CONFLICT_TEXT;
      });
      if (!(error instanceof ApiError && error.status === 409)) (options.showError ?? notify.error)(error);
      return undefined;
    }
  }
}
