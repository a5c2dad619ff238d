import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import type { ListColumn, RowValues } from './rows';

export interface CampaignList {
  name: string;
  isNoExport: boolean;
  columns: ListColumn[];
  list: RowValues[];
}
export interface SavedTemplate {
  id: number;
  name: string;
  description: string;
  list: RowValues[];
}

const column = { key: d.text, title: d.text, unique: (v: unknown) => d.bool(v) === true };
/** Plain values of a row (text and numbers); anything else is dropped. */
const rowValues = (raw: unknown): RowValues =>
  Object.fromEntries(Object.entries(isObject(raw) ? raw : {}).flatMap(([k, v]) => (typeof v === 'string' || typeof v === 'number' ? [[k, d.text(v)]] : [])));
const rowsOf = (raw: unknown): RowValues[] => (Array.isArray(raw) ? raw.filter(isObject).map(rowValues) : []);

export function decodeList(raw: unknown): CampaignList {
  const data = isObject(raw) ? raw : {};
  const columns = d
    .records(column)(data.columns)
    .filter((c) => c.key.trim() !== '')
    .map((c) => ({ ...c, title: c.title || c.key }));
  return { name: d.text(data.name), isNoExport: d.bool(data.isNoExport) === true, columns, list: rowsOf(data.list) };
}

const template = { id: d.id, name: d.text, description: d.text, params: (v: unknown) => v };

/** The page itself (path and ?id=) is the list's API: GET with the ajax header, POST to save (A 7). */
export function campaignListApi(page = `${window.location.pathname}${window.location.search}`) {
  return {
    load: async (signal?: AbortSignal): Promise<CampaignList> => decodeList(await api.get<unknown>(page, { signal })),
    save: async (body: { name: string; list: RowValues[]; isNoExport: boolean }): Promise<{ message: string | undefined; redirect: string | undefined }> => {
      const answer = await api.post<unknown>(page, body);
      return { message: answer.message, redirect: answer.redirect };
    },
    templates: async (url: string): Promise<SavedTemplate[]> =>
      d
        .records(template)(await api.get<unknown>(url))
        .flatMap((t) => (t.id === null ? [] : [{ id: t.id, name: t.name, description: t.description, list: rowsOf(isObject(t.params) ? t.params.list : null) }])),
    saveTemplate: async (url: string, name: string, list: RowValues[]): Promise<void> => {
      await api.post<unknown>(url, { name, params: { list } });
    },
  };
}
export type CampaignListApi = ReturnType<typeof campaignListApi>;
