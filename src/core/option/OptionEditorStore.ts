import { makeAutoObservable, observableDeep, observableShallow, runInAction, toJS } from 'mobx';
import type { LoadState } from '../loadState';
import { ApiError, errorMessages } from '../apiError';
import { isAborted } from '../http';
import { flashSuccess } from '../navigate';
import { notify } from '../notify';
import { redirectTarget } from '../record/redirect';
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
  /** A save's answered data (items) → the value to show; default: the value as sent stays. */
  fromSaved?(data: unknown, sent: V): V;
  /**
   * The save's body; default `{status, value: encode(value)}` (`{value}` without a status). Geo adds
   * `meta` (`{...optionBody(context, encoded), meta}`), geo settings sends `{geo, geo_except}`, the ORD
   * list its items with `context.id`.
   */
  body?(value: V, context: OptionBodyContext): Record<string, unknown>;
  /** How the editor talks to its URL beside the method (props.method): `encoding: 'form'`, `statusless`. */
  protocol?: Omit<OptionProtocol, 'method'>;
  /**
   * The value is a list of rows edited through `optionForm` (OptionRows), which replaces a row whole on
   * each edit: keep it observable at its top level only. A value of 100 000 rows then loads in a moment
   * instead of seconds of making every row observable and copying it for each unsaved-edits check.
   */
  shallow?: boolean;
}

/** What a body is built from: the status (null without one), the encoded value, the object's id (the URL's ?id=). */
export interface OptionBodyContext {
  status: OptionStatus | null;
  encoded: unknown;
  id: string | null;
}

/** The default body: {status, value}, or {value} for an editor without a status. */
export function optionBody({ status, encoded }: OptionBodyContext): Record<string, unknown> {
  return status === null ? { value: encoded } : { status, value: encoded };
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
 * One targeting option (A 3, A 4): its status and value, loaded once, edited, saved together as
 * {status, value}. One save at a time; a failed save keeps everything typed and shows the server's
 * errors; the status the server answers is applied; unsaved edits are known (`dirty`).
 */
export class OptionEditorStore<V> {
  status: OptionStatus = 0;
  value: V;
  errors: OptionErrors = {};
  /** The failed save's messages, shown beside the save button until the next edit or save. */
  saveError: string[] | null = null;
  loadState: LoadState = 'loading';
  saving = false;
  /** Where the page goes after a save that answered a redirect (the view follows it once the unsaved guard has let go). */
  leavingTo: string | null = null;
  private saved: string;

  constructor(
    private readonly api: OptionApi,
    private readonly config: OptionEditorConfig<V>,
  ) {
    this.value = config.decode(undefined);
    this.saved = this.snapshot();
    makeAutoObservable<OptionEditorStore<V>, 'api' | 'config' | 'saved'>(this, { api: false, config: false, saved: true, value: config.shallow ? observableShallow : observableDeep }, { autoBind: true });
  }

  /** An editor without a status (the ORD id list): no switch, never locked, no status sent. */
  get statusless(): boolean {
    return this.api.statusless;
  }

  get on(): boolean {
    return this.statusless || this.status > 0;
  }

  get dirty(): boolean {
    return this.loadState === 'ready' && this.snapshot() !== this.saved;
  }

  /** The error under a field, by its path. */
  error(path: string): string | undefined {
    return this.errors[path];
  }

  /** Loads the option; returns the disposer for useEffect. The editor keeps nothing in the hash and leaves it alone. */
  start(): () => void {
    const controller = new AbortController();
    void this.load(controller.signal);
    return () => {
      controller.abort();
    };
  }

  async load(signal?: AbortSignal): Promise<void> {
    this.loadState = 'loading';
    try {
      const option = await this.api.load(signal);
      runInAction(() => {
        this.status = option.status ?? 1;
        this.value = this.config.decode(option.rawValue);
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
    const context: OptionBodyContext = { status: this.statusless ? null : status, encoded: this.config.encode ? this.config.encode(sent) : sent, id: objectIdOf(this.api.url) };
    try {
      const answer = await this.api.save(this.config.body ? this.config.body(sent, context) : optionBody(context));
      const target = redirectTarget(answer.redirect);
      runInAction(() => {
        this.saving = false;
        // The status the server applied wins; what was typed during the save stays unsaved.
        const applied = this.statusless ? status : (answer.status ?? status);
        const typedMeanwhile = JSON.stringify(toJS(this.value)) !== JSON.stringify(sent);
        if (this.config.fromSaved && !typedMeanwhile) this.value = this.config.fromSaved(answer.data, sent);
        this.status = this.status === status ? applied : this.status;
        this.saved = JSON.stringify({ status: applied, value: this.config.fromSaved && !typedMeanwhile ? toJS(this.value) : sent });
      });
      if (target !== null) {
        // The next page shows the toast; the view leaves once the unsaved guard has let go.
        flashSuccess();
        runInAction(() => {
          this.leavingTo = target;
        });
      } else notify.success();
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (error instanceof ApiError) {
          for (const [key, message] of Object.entries(error.fieldErrors)) this.errors[fieldPath(key)] = message;
        }
        this.saveError = errorMessages(error);
      });
      notify.error(error);
      return false;
    }
  }

  private snapshot(): string {
    return JSON.stringify({ status: this.status, value: toJS(this.value) });
  }
}
