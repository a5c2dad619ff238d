import { d, isObject } from '../decode';
import { api } from '../http';

/** A 3 Option: status 1 (on) or 0 (off), as the backend keeps it. */
export type OptionStatus = 0 | 1;

/**
 * An option as the page printed it (props.option) or the chosen GET answered it, read as untrusted:
 * its status (null when absent or unrecognised, or for an editor without one), the status as it came
 * (sent back as it came while the operator leaves the switch alone) and the value, still undecoded.
 */
export interface LoadedOption {
  status: OptionStatus | null;
  /** The status as it came; undefined when the option had none (a save then leaves it out). */
  rawStatus: unknown;
  rawValue: unknown;
}

/** What a save answered (A 7): the status the server applied (null if it sent none), data (the saved items of list editors), its message, where to go. */
export interface SavedOption {
  status: OptionStatus | null;
  data: unknown;
  /** The answer's `message` ('' when it sent none): the save's toast says it. */
  message: string;
  /** The answer's `redirect` (the form-encoded protocol), not yet checked: the store follows it only on this site. */
  redirect: string | null;
}

export type OptionSaveMethod = 'POST' | 'PUT';

/** How an editor talks to its URL (A 7 Options). */
export interface OptionProtocol {
  /** POST (default) or PUT. */
  method?: OptionSaveMethod;
  /** 'json' (default); 'form': the body form-encoded (lists as key[]=), the legacy page's POST answered with `redirect` (geo settings). */
  encoding?: 'json' | 'form';
  /** No status (the ORD id list): the GET's data is the value itself, not `{status, params: {value}}`. */
  statusless?: boolean;
}

/** 1 when the status is above 0 (A 4), 0 when it is 0 or below, null when it is no number nor flag (unknown, never "off"). */
export function statusOf(raw: unknown): OptionStatus | null {
  const flag = d.bool(raw);
  if (flag !== null) return flag ? 1 : 0;
  const n = d.number(raw);
  return n === null ? null : n > 0 ? 1 : 0;
}

/** `{status, params: {value}}` (the page's props.option, the chosen GET's data) read as untrusted: nothing missing is made "off". */
export function readOption(raw: unknown): LoadedOption {
  const option = isObject(raw) ? raw : {};
  const params = isObject(option.params) ? option.params : {};
  return { status: statusOf(option.status), rawStatus: option.status, rawValue: params.value };
}

const answeredOption = d.record({ status: statusOf });

/**
 * A 7 Options: the option lives at one URL (props.url, else the page itself); the spec names only its
 * save there, answered with data (items), `option` (the applied status) and maybe `redirect`. The option
 * itself comes printed in the page's props (`printed`, OPTION_PROPS.option); only when the page printed
 * none is it asked for with a GET of that URL (chosen, see calls.ts of each editor), which gives
 * `{status, params: {value}}` (or, without a status, the value itself).
 */
export function optionApi(url: string, method: OptionSaveMethod = 'POST', protocol: Omit<OptionProtocol, 'method'> = {}, printed?: LoadedOption | null) {
  const statusless = protocol.statusless === true;
  return {
    url,
    statusless,
    /** The option is in the page's props: the store starts from it, without a request. */
    printed: printed ?? null,
    async load(signal?: AbortSignal): Promise<LoadedOption> {
      if (printed) return statusless ? { status: null, rawStatus: undefined, rawValue: printed.rawValue } : printed;
      const data = await api.get<unknown>(url, { signal });
      if (statusless) return { status: null, rawStatus: undefined, rawValue: data };
      return readOption(data);
    },
    async save(body: Record<string, unknown>): Promise<SavedOption> {
      const as = { form: protocol.encoding === 'form' };
      const saved = method === 'PUT' ? await api.put<unknown>(url, body, as) : await api.post<unknown>(url, body, as);
      return { status: answeredOption(saved.extra?.option).status, data: saved.data, message: typeof saved.message === 'string' ? saved.message : '', redirect: saved.redirect ?? null };
    },
  };
}
export type OptionApi = ReturnType<typeof optionApi>;
