import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { ApiError } from './apiError';
import { notify } from './notify';

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

/** What the form does with the outcome of a save, inside the same action as the session's own change. */
export interface SaveHooks {
  saved?: () => void;
  /** The save failed (any way, 409 included): the form takes the errors it can show under its fields. */
  failed: (error: unknown) => void;
}

/**
 * What every edit form shares about saving: the snapshot of what the server has (so unsaved edits are
 * known), one save at a time, the record's version for If-Match and the 409 conflict. RecordFormState
 * (every form: flat fields are paths too) puts its values, rules and errors on top of it.
 */
export class SaveSession {
  saving = false;
  /** The record's version the edits started from (sent with the save); null for a new record. */
  version: string | null = null;
  /** Set when a save met a newer version (409): the edits stay; the screen offers to load the current one. */
  conflict: string | null = null;
  private saved: string;

  constructor(initial: unknown) {
    this.saved = JSON.stringify(initial);
    makeAutoObservable<SaveSession, 'saved'>(this, { saved: true }, { autoBind: true });
  }

  /** Whether `values` are what the server has (loaded, or last sent by a save that went through). */
  isSaved(values: unknown): boolean {
    return JSON.stringify(values) === this.saved;
  }

  /** Values as loaded from the server: they count as saved; `version` is the record's. */
  loaded(values: unknown, version: string | null): void {
    this.saved = JSON.stringify(values);
    this.version = version;
    this.conflict = null;
  }

  /** Saves `values` once (nothing while a save is in flight); on failure shows it, except a 409, which the screen shows. */
  async save<T, R>(values: T, save: (values: T, version: string | null) => Promise<R>, options: SubmitOptions<R>, hooks: SaveHooks): Promise<R | undefined> {
    if (this.saving) return undefined;
    this.saving = true;
    this.conflict = null;
    const sent = toJS(values);
    try {
      const result = await save(sent, this.version);
      runInAction(() => {
        // What was sent is saved; anything typed during the save stays unsaved.
        this.saved = JSON.stringify(sent);
        this.saving = false;
        if (options.versionOf) this.version = options.versionOf(result);
        hooks.saved?.();
      });
      if (options.success !== false) notify.saved(options.success);
      return result;
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      runInAction(() => {
        this.saving = false;
        hooks.failed(error);
        if (conflict) this.conflict = error.message || CONFLICT_TEXT;
      });
      if (!conflict) (options.showError ?? notify.error)(error);
      return undefined;
    }
  }
}
