import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { loadedRow, type ListColumn, type ListRow, type RowValues } from './rows';

export interface CampaignList {
  name: string;
  isNoExport: boolean;
  columns: ListColumn[];
  /** The rows as they came (each kept whole for the save). */
  list: ListRow[];
  /** The list's other fields as they came (not its rows nor columns): a save sends them back as they came. */
  kept: Record<string, unknown>;
}
export interface SavedTemplate {
  id: number;
  name: string;
  description: string;
  list: RowValues[];
}

const column = { key: d.text, title: d.text, unique: (v: unknown) => d.bool(v) === true };
/** A template's rows as text (text and numbers; anything else is not text a row could be typed with). */
const textRowsOf = (raw: unknown): RowValues[] => (Array.isArray(raw) ? raw.filter(isObject).map((row) => loadedRow(row).values) : []);

/** The template's columns: entries without a key left out, a missing title shown as the key. */
export function columnsOf(raw: unknown): ListColumn[] {
  return d
    .records(column)(raw)
    .filter((c) => c.key.trim() !== '')
    .map((c) => ({ ...c, title: c.title || c.key }));
}

/** Without the template's columns, the rows' own keys that hold text (in the order met), so no value is hidden. */
const columnsOfRows = (rows: ListRow[]): ListColumn[] => [...new Set(rows.flatMap((r) => Object.keys(r.values)))].map((key) => ({ key, title: key, unique: false }));

/** The list; `columns`: the template's as the page prints them, else the answer's (ours), else the rows' keys. */
export function decodeList(raw: unknown, printedColumns?: ListColumn[]): CampaignList {
  const data = isObject(raw) ? raw : {};
  const list = Array.isArray(data.list) ? data.list.filter(isObject).map(loadedRow) : [];
  const answered = columnsOf(data.columns);
  const columns = printedColumns && printedColumns.length ? printedColumns : answered.length ? answered : columnsOfRows(list);
  const { list: _rows, columns: _columns, name: _name, isNoExport: _export, ...kept } = data;
  return { name: d.text(data.name), isNoExport: d.bool(data.isNoExport) === true, columns, list, kept };
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  load: chosen('the list the page prints (`record` prop, its template’s `columns`); without both the page says it could not load the list'),
  columnsAnswer: chosen('the `columns` prop; without it the answer’s `columns` (ours), else the rows’ own keys'),
  save: spec('A 7 POST to the current page: name, list, isNoExport → success, message, redirect'),
  templates: spec('A 7 saved-template load/save URLs passed in (templatesLoadUrl, templatesSaveUrl)'),
} satisfies Calls;

const template = { id: d.id, name: d.text, description: d.text, params: (v: unknown) => v };

/** The page itself (path and ?id=) is the list's API: GET with the ajax header, POST to save (A 7). */
export function campaignListApi(page = `${window.location.pathname}${window.location.search}`, printed: { record?: unknown; columns?: ListColumn[] } = {}) {
  return {
    /** The list the page printed, else GET {page} with the ajax header (a call the spec does not name). */
    load: async (signal?: AbortSignal): Promise<CampaignList> => decodeList(isObject(printed.record) ? printed.record : await api.get<unknown>(page, { signal }), printed.columns),
    save: async (body: { [kept: string]: unknown; name: string; list: Array<Record<string, unknown>>; isNoExport: boolean }): Promise<{ message: string | undefined; redirect: string | undefined }> => {
      const answer = await api.post<unknown>(page, body);
      return { message: answer.message, redirect: answer.redirect };
    },
    templates: async (url: string): Promise<SavedTemplate[]> =>
      d
        .records(template)(await api.get<unknown>(url))
        .flatMap((t) => (t.id === null ? [] : [{ id: t.id, name: t.name, description: t.description, list: textRowsOf(isObject(t.params) ? t.params.list : null) }])),
    saveTemplate: async (url: string, name: string, list: RowValues[]): Promise<void> => {
      await api.post<unknown>(url, { name, params: { list } });
    },
  };
}
export type CampaignListApi = ReturnType<typeof campaignListApi>;
