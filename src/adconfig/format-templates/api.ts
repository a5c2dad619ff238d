import { sitePath } from '@core/basePath';
import { restCollection, type CrudStatus } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { api, type Saved } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

/** Issue 41: what the page asks the backend for (A 7 Format templates), and what it does without what the spec does not name. */
export const calls = {
  list: spec('A 7 Format templates GET /hb/format-templates (format_id; A 3 Template: template_id, format_id, name, status)'),
  turn: spec('A 7 Format templates POST /hb/format-templates/{id}/turn (response data.status; a bare {success: true} flips the status shown)'),
  remove: spec('A 7 Format templates DELETE /hb/format-templates/{id}'),
  format: chosen('the answer’s `format` ({format_id, name}) beside the rows: without it the page does not name the format'),
  salesFormats: chosen('a row’s `sales_formats` ([{sales_format_id, name}]): without them the row links to no sales format'),
} satisfies Calls;

/** A sales format that uses the template (a link to its edit page). */
export interface SalesFormatLink {
  id: number;
  name: string;
}

/** A 3: Template: template_id, format_id, name, status; the sales formats using it beside. */
export interface FormatTemplate {
  id: number;
  format_id: number | null;
  name: string;
  status: CrudStatus | '';
  sales_formats: SalesFormatLink[];
}

/** The format the list is of (the answer's `format`); null when the answer does not say. */
export interface FormatInfo {
  id: number;
  name: string;
}

const rawTemplate = d.record({
  template_id: d.id,
  format_id: d.id,
  name: d.text,
  status: d.oneOf<CrudStatus | ''>(['active', 'blocked'], ''),
  sales_formats: d.records({ sales_format_id: d.id, name: d.text }),
});

function templateOf(raw: unknown): FormatTemplate | null {
  const { template_id: id, sales_formats, ...rest } = rawTemplate(raw);
  if (id === null) return null;
  const links = sales_formats.flatMap((s) => (s.sales_format_id === null ? [] : [{ id: s.sales_format_id, name: s.name }]));
  return { id, ...rest, sales_formats: links };
}

const rawFormat = d.record({ format_id: d.id, name: d.text });

/** The list answer's `format` ({format_id, name}); anything else reads as unknown. */
export function formatOf(raw: unknown): FormatInfo | null {
  const format = rawFormat(raw);
  return format.format_id === null ? null : { id: format.format_id, name: format.name };
}

const turned = d.record({ status: d.oneOf<CrudStatus | ''>(['active', 'blocked'], '') });

/** The only place that knows this screen's URLs (A 7: /hb/format-templates behind the site prefix). */
export function formatTemplatesApi(urlPath = '') {
  const base = sitePath('/hb/format-templates', urlPath);
  const collection = restCollection<FormatTemplate, never>(base, { row: templateOf });
  return {
    ...collection,
    /** A 4: POST …/{id}/turn switches active ⇄ blocked; the answer's data.status is what the row shows. */
    async turn(row: FormatTemplate): Promise<Saved<CrudStatus>> {
      const saved = await api.post<unknown>(`${base}/${row.id}/turn`);
      const answered = turned(saved.data).status;
      return { ...saved, data: answered || (row.status === 'active' ? 'blocked' : 'active') };
    },
  };
}

export type FormatTemplatesApi = ReturnType<typeof formatTemplatesApi>;
