import { d } from '../decode';
import { api } from '../http';

/** A 3 Option: status 1 (on) or 0 (off), as the backend keeps it. */
export type OptionStatus = 0 | 1;

/** An option as loaded: its status and its params.value, still undecoded (each editor decodes its own). */
export interface LoadedOption {
  status: OptionStatus;
  rawValue: unknown;
}

/** What a save answered: the status the server applied (null if it sent none) and data (the saved items of list editors). */
export interface SavedOption {
  status: OptionStatus | null;
  data: unknown;
}

export type OptionSaveMethod = 'POST' | 'PUT';

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
 * ajax header, as the old backend answers its own page) gives `{status, params: {value}}`; the save is
 * POST (or PUT) `{status, value}` there, answered with data (items) and `option` (the applied status).
 */
export function optionApi(url: string, method: OptionSaveMethod = 'POST') {
  return {
    url,
    async load(signal?: AbortSignal): Promise<LoadedOption> {
      const option = optionShape(await api.get<unknown>(url, { signal }));
      return { status: option.status ?? 0, rawValue: option.params.value };
    },
    async save(status: OptionStatus, value: unknown): Promise<SavedOption> {
      const body = { status, value };
      const saved = method === 'PUT' ? await api.put<unknown>(url, body) : await api.post<unknown>(url, body);
      return { status: answeredOption(saved.extra?.option).status, data: saved.data };
    },
  };
}
export type OptionApi = ReturnType<typeof optionApi>;
