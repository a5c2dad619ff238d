import { makeAutoObservable, observableDeep, observableRef, observableShallow, runInAction, toJS } from 'mobx';
import type { LoadState } from '../loadState';
import { ApiError, errorMessages } from '../apiError';
import { isAborted } from '../http';
import { flashSuccess } from '../navigate';
import { notify } from '../notify';
import { redirectTarget } from '../record/redirect';
import { disposers, type Disposer } from '../disposers';
import { keptAround } from './kept';
import { startLoads, type OptionLoads } from './loads';
import type { OptionApi, OptionProtocol, OptionStatus } from './optionApi';

/** Messages per field path ('temp_min', 'displayed.count'); {} when valid. */
export type OptionErrors = Record<string, string>;

/** What an editor brings: how its value is read, sent and checked. Everything else is shared. */
export interface OptionEditorConfig<V> {
  /** params.value from the server (untrusted) → what the editor edits (typed text kept as text). */
  decode(raw: unknown): V;
  /** What is sent as `value` (numbers parsed, rules that will not be saved dropped); default: as edited. */
  encode?(value: V): unknown;
  /** The editor's rules (A 5); checked before a save while the target is on (off: its inputs are locked). */
  check?(value: V): OptionErrors;
  /**
   * A server field error's path (as `fieldPath` reads it) → the path the editor shows it under, given the
   * value as edited: a list whose encode drops rows maps the sent row's index to the edited one
   * (`sentRowsPath`); default: the path as it came.
   */
  errorPath?(path: string, edited: V): string;
  /** A save's answered data (items) → the value to show; default: the value as sent stays. */
  fromSaved?(data: unknown, sent: V): V;
  /**
   * The save's body; default `{status, value: encode(value)}` (`{value}` without a status). Geo adds
   * `meta` (`{...optionBody(context, encoded), meta}`), geo settings sends `{geo, geo_except}`, the ORD
   * list its items with `context.id`.
   */
  body?(value: V, context: OptionBodyContext): Record<string, unknown>;
  /**
   * The top-level keys of an object value the editor reads and writes: the value's other keys go back
   * exactly as they came (issue 41, rule 4). Without it, encode alone says what is sent.
   */
  ownKeys?: readonly string[];
  /**
   * Whether a loaded value has the editor's shape (an object, a list of rules); default: any. A value of
   * another shape is shown as 'Неизвестное значение (…)' and sent back exactly as it came until edited.
   */
  accepts?(raw: unknown): boolean;
  /**
   * Settings saved beside the value, not in it (behaviour categories' `isNoExport`, A 7 Behavior save): their
   * values as the page gave them. Edited with `setExtra`, part of the unsaved edits, handed to `body` as `extras`.
   */
  extras?: Readonly<Record<string, unknown>>;
  /** How the editor talks to its URL beside the method (props.method): `encoding: 'form'`, `statusless`. */
  protocol?: Omit<OptionProtocol, 'method'>;
  /**
   * The value is a list of rows edited through `optionForm` (OptionRows), which replaces a row whole on
   * each edit: keep it observable at its top level only. A value of 100 000 rows then loads in a moment
   * instead of seconds of making every row observable and copying it for each unsaved-edits check.
   */
  shallow?: boolean;
}

/**
 * What a body is built from: the status to send (undefined: left out, for an editor without one or an
 * option that came without one; an unrecognised status as it came), the encoded value, the object's id
 * (the URL's ?id=).
 */
export interface OptionBodyContext {
  status: unknown;
  encoded: unknown;
  id: string | null;
  /** The settings saved beside the value (config.extras), as edited. */
  extras?: Readonly<Record<string, unknown>>;
}

/** The default body: {status, value}, or {value} without a status to send. */
export function optionBody({ status, encoded }: OptionBodyContext): Record<string, unknown> {
  return status === undefined ? { value: encoded } : { status, value: encoded };
}

/** The `id` of the option's URL (the targeted object), resolved as the browser would. */
function objectIdOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).searchParams.get('id');
  } catch {
    return null;
  }
}


/** Server field errors arrive as 'value.temp_min', 'value[temp_min]' or 'temp_min': one path for the view. */
export function fieldPath(key: string): string {
  return key.replace(/\[([^\]]*)\]/g, '.$1').replace(/^value\./, '');
}

/**
 * One targeting option (A 3, A 4): its status and value, read once (from the page's props, else the
 * chosen GET), edited, saved together as {status, value}. One save at a time; a failed save keeps
 * everything typed and shows the server's errors; the status the server answers is applied; unsaved
 * edits are known (`dirty`). Nothing the editor does not know is lost (issue 41): a missing or
 * unrecognised status stays unknown (never "off") and goes back as it came until switched; the value's
 * keys the editor does not own go back as they came; a value left unedited goes back exactly as it came.
 * What the editor loads beside the option (`loads`: its choices, a tree, presets) starts with it.
 */
export class OptionEditorStore<V, L extends OptionLoads = OptionLoads> {
  /**
   * The editor's loads (OptionLoad each), started by start() with the option; its views read them here.
   * `declare`: no field is emitted before the constructor, so makeAutoObservable never sees (nor observes) it.
   */
  declare readonly loads: L;
  /** 1 / 0; null: the option came with no status the editor recognises (unknown, shown so, not locked). */
  status: OptionStatus | null = null;
  /** The status as it came (undefined when absent): what a save sends while `status` stays unknown. */
  rawStatus: unknown = undefined;
  /** The loaded value is of a shape the editor does not know: shown as such, sent back as it came until edited. */
  foreign = false;
  /** The foreign value as it came (shown as 'Неизвестное значение (…)'). */
  foreignRaw: unknown = undefined;
  value: V;
  /** The settings saved beside the value (config.extras), as edited. */
  extras: Record<string, unknown>;
  errors: OptionErrors = {};
  /** The failed save's messages, shown beside the save button until the next edit or save. */
  saveError: string[] | null = null;
  loadState: LoadState = 'loading';
  saving = false;
  /** Where the page goes after a save that answered a redirect (the view follows it once the unsaved guard has let go). */
  leavingTo: string | null = null;
  private saved: string;
  /** The value as it came (or as last sent): sent again while the edited value is what was loaded. */
  private base: unknown = undefined;
  /** The decoded value as loaded (or last saved), to know whether it was edited. */
  private loadedValue = '';

  /** `loads` makes the editor's loads; it gets the store (a tree's deletion edits the value, the geo lists are its value). */
  constructor(
    private readonly api: OptionApi,
    private readonly config: OptionEditorConfig<V>,
    loads: (store: OptionEditorStore<V, L>) => L,
  ) {
    this.value = config.decode(undefined);
    this.extras = { ...config.extras };
    this.saved = this.snapshot();
    makeAutoObservable<OptionEditorStore<V, L>, 'api' | 'config' | 'saved' | 'base' | 'loadedValue'>(this, { api: false, config: false, saved: true, base: false, loadedValue: false, foreignRaw: observableRef, value: config.shallow ? observableShallow : observableDeep }, { autoBind: true });
    // Made once the store is observable: a load may keep its bound actions (`set: store.setValue`). A plain field, not observed.
    this.loads = loads(this);
  }

  /** An editor without a status (the ORD id list): no switch, never locked, no status sent. */
  get statusless(): boolean {
    return this.api.statusless;
  }

  /** The status came missing or unrecognised: shown as unknown; the value is not locked (nobody said it is off). */
  get statusUnknown(): boolean {
    return !this.statusless && this.status === null;
  }

  get on(): boolean {
    return this.statusless || this.status === null || this.status > 0;
  }

  get dirty(): boolean {
    return this.loadState === 'ready' && this.snapshot() !== this.saved;
  }

  /**
   * The value itself has unsaved edits (not only the status or an extra): what applying a preset over it
   * would lose. Read when asked (a click), not tracked.
   */
  valueEdited(): boolean {
    return this.loadState === 'ready' && JSON.stringify(toJS(this.value)) !== this.loadedValue;
  }

  /** The error under a field, by its path. */
  error(path: string): string | undefined {
    return this.errors[path];
  }

  /**
   * Loads the option and starts the editor's loads (called before the first render by the entry's
   * mountIsland); returns what stops them. The editor keeps nothing in the hash and leaves it alone.
   */
  start(): Disposer {
    const controller = new AbortController();
    void this.load(controller.signal);
    return disposers(() => controller.abort(), ...startLoads(this.loads));
  }

  async load(signal?: AbortSignal): Promise<void> {
    this.loadState = 'loading';
    try {
      const option = await this.api.load(signal);
      runInAction(() => {
        this.status = option.status;
        this.rawStatus = option.rawStatus;
        const raw = option.rawValue;
        this.foreign = raw !== undefined && raw !== null && this.config.accepts !== undefined && !this.config.accepts(raw);
        this.foreignRaw = this.foreign ? raw : undefined;
        this.value = this.config.decode(raw);
        this.base = raw;
        this.loadedValue = JSON.stringify(toJS(this.value));
        this.errors = {};
        this.saveError = null;
        this.saved = this.snapshot();
        this.loadState = 'ready';
      });
    } catch (error) {
      if (isAborted(error)) return;
      runInAction(() => {
        this.loadState = 'failed';
      });
      notify.error(error);
    }
  }

  setStatus(status: OptionStatus): void {
    if (this.statusless) return;
    this.status = status;
    this.saveError = null;
  }

  /** Replace the value (an editor whose value is one list or map). */
  setValue(value: V): void {
    this.value = value;
    this.saveError = null;
  }

  /** Change a setting saved beside the value (config.extras); its error goes away. */
  setExtra(key: string, extraValue: unknown): void {
    this.extras[key] = extraValue;
    this.clearErrors(key);
  }

  /** Change one field of an object value; its error (and those under it) go away. */
  set<K extends keyof V & string>(key: K, fieldValue: V[K]): void {
    this.value[key] = fieldValue;
    this.clearErrors(key);
  }

  /**
   * Change the value in place at `path` (a row of a list, one weekday of a grid): only what reads
   * that part re-renders. The errors at `path` and under it go away.
   */
  update(path: string, mutate: (value: V) => void): void {
    mutate(this.value);
    this.clearErrors(path);
  }

  /** Drop the errors at `path` and under it ('' : all), once the user edits there. */
  clearErrors(path: string): void {
    for (const key of Object.keys(this.errors)) {
      if (path === '' || key === path || key.startsWith(`${path}.`)) delete this.errors[key];
    }
    this.saveError = null;
  }

  /** Check (while on), then save the body once; false when nothing was saved. A redirect answered (on this site) is followed. */
  async save(): Promise<boolean> {
    if (this.saving || this.loadState !== 'ready' || this.leavingTo !== null) return false;
    const sent = toJS(this.value);
    const status = this.status;
    this.errors = this.on && this.config.check ? this.config.check(sent) : {};
    this.saveError = null;
    if (Object.keys(this.errors).length > 0) return false;
    this.saving = true;
    const edited = JSON.stringify(sent) !== this.loadedValue;
    const encoded = edited || this.base === undefined ? this.encoded(sent) : this.base;
    const sentStatus = this.statusless ? undefined : status === null ? this.rawStatus : status;
    const extras = toJS(this.extras);
    const context: OptionBodyContext = { status: sentStatus, encoded, id: objectIdOf(this.api.url), extras };
    try {
      const answer = await this.api.save(this.config.body ? this.config.body(sent, context) : optionBody(context));
      const target = redirectTarget(answer.redirect);
      runInAction(() => {
        this.saving = false;
        // The status the server applied wins; what was typed during the save stays unsaved.
        // A bare {success: true} is a save: what was sent is what is stored.
        const applied = this.statusless ? status : (answer.status ?? status);
        const typedMeanwhile = JSON.stringify(toJS(this.value)) !== JSON.stringify(sent);
        if (this.config.fromSaved && !typedMeanwhile) this.value = this.config.fromSaved(answer.data, sent);
        this.status = this.status === status ? applied : this.status;
        const stored = this.config.fromSaved && !typedMeanwhile ? toJS(this.value) : sent;
        this.saved = JSON.stringify({ status: applied, value: stored, extras });
        this.base = encoded;
        this.loadedValue = JSON.stringify(stored);
        if (edited) this.foreign = false;
      });
      if (target !== null) {
        // The next page shows the toast (the server's message, else the default); the view leaves once the unsaved guard has let go.
        flashSuccess(answer.message || undefined);
        runInAction(() => {
          this.leavingTo = target;
        });
      } else notify.saved(answer.message);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (error instanceof ApiError) {
          for (const [key, message] of Object.entries(error.fieldErrors)) {
            const path = fieldPath(key);
            this.errors[this.config.errorPath ? this.config.errorPath(path, sent) : path] = message;
          }
        }
        this.saveError = errorMessages(error);
      });
      notify.error(error);
      return false;
    }
  }

  /** The edited value as sent: encoded, with the loaded value's keys the editor does not own kept around it. */
  private encoded(sent: V): unknown {
    const encoded = this.config.encode ? this.config.encode(sent) : sent;
    return this.config.ownKeys ? keptAround(this.base, this.config.ownKeys, encoded) : encoded;
  }

  private snapshot(): string {
    return JSON.stringify({ status: this.status, value: toJS(this.value), extras: toJS(this.extras) });
  }
}
