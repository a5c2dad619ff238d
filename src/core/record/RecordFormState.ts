import { makeAutoObservable, toJS } from 'mobx';
import { SaveSession, type SubmitOptions } from '../saveSession';
import { expand, getAt, isUnder, matches, setAt, type Path, type Tree } from './path';
import { ruleContext, type PathRules } from './rules';
import { serverErrorsByPath } from './serverErrors';

/** A tab of the form and the paths it holds (prefixes; '*' matches one segment). */
export interface RecordTab {
  key: string;
  title: string;
  paths: Path[];
}

export interface RecordFormOptions<T extends object> {
  /** Rules by path pattern; a function when they depend on the values (the fields of a chosen type). */
  rules?: PathRules | ((values: T) => PathRules);
  /** The tabs; a function when their titles follow the data (a count, an on/off mark), read as a computed value. */
  tabs?: RecordTab[] | (() => RecordTab[]);
  /** Paths that cannot change once the record exists (A 5: a banner's type and engine). */
  lockedWhenEditing?: Path[];
  /** Edits the page holds besides the values (a list's sites, a site typed but not added): unsaved too while true. */
  otherEdits?: () => boolean;
}

/** What a field bound to a path needs of its form (any record's form fits). */
export type BoundForm = Pick<RecordFormState<object>, 'get' | 'text' | 'set' | 'errorAt' | 'isLocked' | 'rows' | 'addRow' | 'removeRow'>;

export const TAB_ERRORS_TEXT = (names: string[]): string => `Обнаружены ошибки на вкладках: ${names.join(', ')}`;

/**
 * A record edited on its own page: nested values by path ('settings.ord.size', 'rows.3.val'), rules
 * per path, the tab of each path, errors by path (the rules' and the server's), unsaved edits, one
 * save at a time, the record's version for If-Match and the 409 conflict (SaveSession). The project's one
 * form state: a flat form (a modal's, CrudFormStore's) is a record whose paths are its fields.
 */
export class RecordFormState<T extends object> {
  values: T;
  errors: Record<Path, string> = {};
  /** The record exists on the server (loaded, or saved once): locked paths are locked. */
  existing = false;
  /** Where the page goes once saved (the view follows it after letting go of the unsaved guard). */
  leavingTo: string | null = null;
  private readonly session: SaveSession;
  /** The paths whose error the rules gave (not the server): checked again as the values change. */
  private ruleErrorPaths = new Set<Path>();
  /** A submit failed (the rules or the server refused it): from then on an edited path is checked again as it changes. */
  private recheckOnSet = false;
  /**
   * The record as the server gave it (load's `stored`): its fields the form does not edit, and the values it
   * does not recognise, go back with every save (`sendBack`), exactly as they came (issue 41, rule 4).
   */
  private stored: Record<string, unknown> = {};

  constructor(
    initial: T,
    private readonly options: RecordFormOptions<T> = {},
  ) {
    this.values = initial;
    this.session = new SaveSession(initial);
    makeAutoObservable<RecordFormState<T>, 'options' | 'session' | 'ruleErrorPaths' | 'recheckOnSet' | 'stored'>(
      this,
      { options: false, session: false, ruleErrorPaths: false, recheckOnSet: false, stored: false },
      { autoBind: true },
    );
  }

  get saving(): boolean {
    return this.session.saving;
  }

  /** The record's version the edits started from; null for a new record. */
  get version(): string | null {
    return this.session.version;
  }

  /** Set when a save met a newer version (409): the edits stay; the screen offers the current one. */
  get conflict(): string | null {
    return this.session.conflict;
  }

  /** Edits not saved yet; none once a save sends the page away (what is left, a site typed and not added, is left knowingly: leaving never asks). */
  get dirty(): boolean {
    if (this.leavingTo !== null) return false;
    return !this.session.isSaved(this.values) || (this.options.otherEdits?.() ?? false);
  }

  get tabs(): RecordTab[] {
    const { tabs } = this.options;
    return (typeof tabs === 'function' ? tabs() : tabs) ?? [];
  }

  get(path: Path): unknown {
    return getAt(this.values, path);
  }

  text(path: Path): string {
    const value = this.get(path);
    return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  }

  /**
   * Sets one value; its error (and the errors under it) go, since they were about the old value; after a
   * failed submit the path is checked again at once, so a message stays (or changes) only while the value is
   * still wrong and leaves the moment it is right. A rule's message on another field that this value fixes
   * goes too (an end date before the start, the start moved).
   */
  set(path: Path, value: unknown): void {
    setAt(this.values as Tree, path, value);
    this.clearErrors(path);
    const shown = Object.keys(this.errors).some((key) => this.ruleErrorPaths.has(key));
    if (!this.recheckOnSet && !shown) return;
    const now = this.ruleErrors();
    if (this.recheckOnSet && now[path] !== undefined) {
      this.errors[path] = now[path];
      this.ruleErrorPaths.add(path);
    }
    this.dropFixedRuleErrors(now);
  }

  /** The rows at `path` (a list of records); not a list reads as none. */
  rows(path: Path): unknown[] {
    const value = this.get(path);
    return Array.isArray(value) ? value : [];
  }

  addRow(path: Path, row: unknown): void {
    this.set(path, [...this.rows(path), row]);
  }

  /** Removes one row; the errors of its list go (row indexes after it have moved). */
  removeRow(path: Path, index: number): void {
    this.set(path, this.rows(path).filter((_, i) => i !== index));
  }

  isLocked(path: Path): boolean {
    return this.existing && (this.options.lockedWhenEditing ?? []).some((p) => isUnder(path, p));
  }

  errorAt(path: Path): string | undefined {
    return this.errors[path];
  }

  /** The tab holding `path`, or null when no tab claims it. */
  tabOf(path: Path): RecordTab | null {
    return this.tabs.find((tab) => tab.paths.some((p) => isUnder(path, p))) ?? null;
  }

  /** Any error at all (a field's, a tab's, one no field shows): a refused save says so beside Save. */
  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** Tabs with at least one error, in tab order. */
  get tabsWithErrors(): RecordTab[] {
    const paths = Object.keys(this.errors);
    return this.tabs.filter((tab) => paths.some((path) => this.tabOf(path)?.key === tab.key));
  }

  hasTabErrors(key: string): boolean {
    return this.tabsWithErrors.some((tab) => tab.key === key);
  }

  /** 'Обнаружены ошибки на вкладках: Основное, ОРД', or null. */
  get tabErrorsText(): string | null {
    const names = this.tabsWithErrors.map((tab) => tab.title);
    return names.length ? TAB_ERRORS_TEXT(names) : null;
  }

  /** Errors the server sent for paths no field shows (no tab claims them): listed, never lost. */
  get otherErrors(): string[] {
    if (this.tabs.length === 0) return [];
    return [...new Set(Object.entries(this.errors).filter(([path]) => this.tabOf(path) === null).map(([, message]) => message))];
  }

  /**
   * The record as loaded from the server: counts as saved; `version` is its version; `stored` is the record
   * as it came (any object: a field the form does not know is kept for `sendBack`; not an object: none).
   */
  load(values: T, version: string | null = null, stored?: unknown): void {
    // Its own copy (the record is JSON from the server): a later change to the object passed in is not the server's.
    this.stored = isPlainRecord(stored) ? (JSON.parse(JSON.stringify(toJS(stored))) as Record<string, unknown>) : {};
    this.values = values;
    this.errors = {};
    this.ruleErrorPaths.clear();
    this.recheckOnSet = false;
    this.session.loaded(values, version);
    this.existing = true;
  }

  /** Errors the screen sets (the server's, its own checks): a rule's message replaced by another is no longer the rule's. */
  setErrors(errors: Record<Path, string>): void {
    for (const path of [...this.ruleErrorPaths]) if (errors[path] !== this.errors[path]) this.ruleErrorPaths.delete(path);
    this.errors = errors;
  }

  /** Every rule on every concrete path of its pattern; the first failing rule's message per path. */
  validate(): boolean {
    const errors = this.ruleErrors();
    this.errors = errors;
    this.ruleErrorPaths = new Set(Object.keys(errors));
    const valid = Object.keys(errors).length === 0;
    if (!valid) this.recheckOnSet = true;
    return valid;
  }

  /** The rules' messages for the values as they are now. */
  private ruleErrors(): Record<Path, string> {
    const rules = typeof this.options.rules === 'function' ? this.options.rules(this.values) : (this.options.rules ?? {});
    const errors: Record<Path, string> = {};
    for (const [pattern, list] of Object.entries(rules)) {
      for (const path of expand(this.values, pattern)) {
        const ctx = ruleContext(this.values, path);
        const value = getAt(this.values, path);
        for (const check of list) {
          const message = check(value, ctx);
          if (message !== null) {
            errors[path] ??= message;
            break;
          }
        }
      }
    }
    return errors;
  }

  /** The rules' messages still shown whose field is right now: gone (a server's message waits for its own field to change). */
  private dropFixedRuleErrors(now: Record<Path, string>): void {
    const shown = Object.keys(this.errors).filter((path) => this.ruleErrorPaths.has(path));
    for (const path of shown) {
      if (!(path in now)) {
        delete this.errors[path];
        this.ruleErrorPaths.delete(path);
      }
    }
  }

  /** Validate, then save once; on failure the errors show under their fields and every value stays. */
  async submit<R>(save: (values: T, version: string | null) => Promise<R>, options: SubmitOptions<R> = {}): Promise<R | undefined> {
    if (this.saving || this.leavingTo !== null) return undefined;
    if (!this.validate()) return undefined;
    return this.session.save(this.values, save, options, {
      saved: () => {
        this.existing = true;
        this.recheckOnSet = false;
      },
      failed: (error) => {
        this.recheckOnSet = true;
        this.errors = serverErrorsByPath(error);
      },
    });
  }

  /**
   * What a save sends: the stored record's every field (those the form does not edit, as they came), then the
   * form's own `payload` over them. A create (nothing loaded) sends the payload alone.
   */
  sendBack<P extends object>(payload: P): P & Record<string, unknown> {
    return { ...this.stored, ...payload };
  }

  /** After a save: the page goes to `url` (the view follows it once the unsaved guard has let go). */
  leave(url: string): void {
    this.leavingTo = url;
  }

  private clearErrors(path: Path): void {
    for (const key of Object.keys(this.errors)) {
      if (isUnder(key, path) || isUnder(path, key) || matches(key, path)) delete this.errors[key];
    }
  }
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
