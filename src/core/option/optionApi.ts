import { d } from '../decode';
import { api } from '../http';

/** A 3 Option: status 1 (on) or 0 (off), as the backend keeps it. */
export type OptionStatus = 0 | 1;

/** An option as loaded: its status (null for an editor without one) and its value, still undecoded (each editor decodes its own). */
export interface LoadedOption {
  status: OptionStatus | null;
  rawValue: unknown;
}

/** What a save answered: the status the server applied (null if it sent none), data (the saved items of list editors), where to go. */
export interface SavedOption {
  status: OptionStatus | null;
  data: unknown;
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

/** 1 when the answer's status is above 0 (A 4), 0 when it is 0 or below, null when it is no number. */
export function statusOf(raw: unknown): OptionStatus | null {
  const flag = d.bool(raw);
  if (flag !== null) return flag ? 1 : 0;
  const n = d.number(raw);
  return n === null ? null : n > 0 ? 1 : 0;
}

const optionShape = d.record({ status: statusOf, params: d.record({ value: (raw: unknown) => raw }) });
const answeredOption = d.record({ status: statusOf });

/**
 * A 7 Options: the option lives at one URL (props.url, else the page itself). GET there (with the
 * ajax header, as the old backend answers its own page) gives `{status, params: {value}}` (or, without
 * a status, the value itself); the save sends the body the store built (`{status, value}` by default)
 * there, answered with data (items), `option` (the applied status) and maybe `redirect`.
 */
export function optionApi(url: string, method: OptionSaveMethod = 'POST', protocol: Omit<OptionProtocol, 'method'> = {}) {
  return {
    url,
    statusless: protocol.statusless === true,
    async load(signal?: AbortSignal): Promise<LoadedOption> {
      const data = await api.get<unknown>(url, { signal });
      if (protocol.statusless) return { status: null, rawValue: data };
      const option = optionShape(data);
      return { status: option.status ?? 0, rawValue: option.params.value };
    },
    async save(body: Record<string, unknown>): Promise<SavedOption> {
      const as = { form: protocol.encoding === 'form' };
      const saved = method === 'PUT' ? await api.put<unknown>(url, body, as) : await api.post<unknown>(url, body, as);
      return { status: answeredOption(saved.extra?.option).status, data: saved.data, redirect: saved.redirect ?? null };
    },
  };
}
export type OptionApi = ReturnType<typeof optionApi>;
