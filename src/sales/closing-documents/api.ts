import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { spec, type Calls } from '@core/calls';

/** S 3: the type that carries the agent's fields (S 2: an agent report). */
export const AGENT_REPORT = 'agent_report';

/** S 3 Closing document (an act); amounts null when absent, `unit_costs` by sales model. */
export interface ClosingDocument {
  id: number;
  /** CrudRow's: acts have no status switch. */
  status: '';
  type_id: string;
  doc_number: string;
  date_signed: string;
  date_begin: string;
  date_end: string;
  amount: number | null;
  a_no_vat: number | null;
  a_vat_amount: number | null;
  a_vat_rate: number | null;
  full_amount: number | null;
  f_a_no_vat: number | null;
  f_a_vat_amount: number | null;
  f_a_vat_rate: number | null;
  unit_cost: number | null;
  unit_costs: Record<string, number>;
  is_vat: boolean;
  agent_doc_number: string;
  agent_date_signed: string;
  agent_amount: number | null;
  a_a_no_vat: number | null;
  a_a_vat_amount: number | null;
  a_a_vat_rate: number | null;
}

/** What POST and PUT send: the record's fields (JSON), the agent's null unless it is an agent report. */
export type ClosingDocumentInput = Omit<ClosingDocument, 'id' | 'status'>;

/** A map by sales model of numbers ({CPM: 120.5}); entries that are not numbers are left out. */
export function unitCostsOf(raw: unknown): Record<string, number> {
  if (!isObject(raw)) return {};
  const out: Record<string, number> = {};
  for (const [model, value] of Object.entries(raw).slice(0, 500)) {
    const n = d.number(value);
    if (n !== null && model.trim() !== '') out[model] = n;
  }
  return out;
}

const rawDocument = d.record({
  id: d.id,
  type_id: d.text,
  doc_number: d.text,
  date_signed: d.text,
  date_begin: d.text,
  date_end: d.text,
  amount: d.number,
  a_no_vat: d.number,
  a_vat_amount: d.number,
  a_vat_rate: d.number,
  full_amount: d.number,
  f_a_no_vat: d.number,
  f_a_vat_amount: d.number,
  f_a_vat_rate: d.number,
  unit_cost: d.number,
  unit_costs: unitCostsOf,
  is_vat: d.bool,
  agent_doc_number: d.text,
  agent_date_signed: d.text,
  agent_amount: d.number,
  a_a_no_vat: d.number,
  a_a_vat_amount: d.number,
  a_a_vat_rate: d.number,
});

/** One act, untrusted: a missing or wrong field reads as empty; null without an id. */
export function documentOf(raw: unknown): ClosingDocument | null {
  const { id, is_vat, ...rest } = rawDocument(raw);
  return id === null ? null : { id, status: '', is_vat: is_vat === true, ...rest };
}

/** unit-cost/{salesModel}: the unit cost as a number, or `{unit_cost}`. */
const unitCostOf = (raw: unknown): number | null => d.number(raw) ?? d.number(d.field(raw, 'unit_cost'));

/** The screen's calls (issue 41): all the spec's. */
export const calls = {
  list: spec('S 7 Closing documents: GET /api/sales/mediaplans/{mid}/closing-documents'),
  create: spec('S 7 Closing documents: POST'),
  update: spec('S 7 Closing documents: PUT {id}'),
  remove: spec('S 7 Closing documents: DELETE {id}'),
  unitCost: spec('S 7 Closing documents: GET unit-cost/{salesModel} (date_begin, date_end)'),
  unitCostAll: spec('S 7 Closing documents: GET unit-cost-all'),
} satisfies Calls;

/** The only place that knows this screen's URLs: {urlPath}/api/sales/mediaplans/{mid}/closing-documents (S 7). */
export function closingDocumentsApi(mediaplanId: number, urlPath = '') {
  const base = sitePath(`/api/sales/mediaplans/${mediaplanId}/closing-documents`, urlPath);
  return {
    // PUT goes over the act as listed: a field this screen does not know goes back as it came.
    ...restCollection<ClosingDocument, ClosingDocumentInput>(base, { row: documentOf, sendsWholeRecord: true }),
    /** GET unit-cost/{salesModel}?date_begin&date_end (Y-m-d): the model's unit cost for the act's period. */
    unitCost: async (salesModel: string, period: { date_begin: string; date_end: string }, signal?: AbortSignal): Promise<number | null> =>
      unitCostOf(await api.get<unknown>(`${base}/unit-cost/${encodeURIComponent(salesModel)}`, { params: period, signal })),
    /** GET unit-cost-all: every sales model's unit cost ({model: cost}), the models the form offers. */
    unitCostAll: async (signal?: AbortSignal): Promise<Record<string, number>> => unitCostsOf(await api.get<unknown>(`${base}/unit-cost-all`, { signal })),
  };
}

export type ClosingDocumentsApi = ReturnType<typeof closingDocumentsApi>;
