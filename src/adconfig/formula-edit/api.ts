import { sitePath } from '@core/basePath';
import { d, required } from '@core/decode';
import { api } from '@core/http';

/** A 3 Formula: id, name, val, params.description. */
export interface Formula {
  id: number;
  name: string;
  val: string;
  description: string;
}

export interface FormulaInput {
  name: string;
  val: string;
  params: { description: string };
}

const rawFormula = d.record({ id: d.id, name: d.text, val: d.text, params: d.record({ description: d.text }) });

export function formulaOf(raw: unknown): Formula | null {
  const f = rawFormula(raw);
  return f.id === null ? null : { id: f.id, name: f.name, val: f.val, description: f.params.description };
}

/** The evaluation's answer (A 7: data is the result): a number or a text as sent; anything else unknown. */
export function resultOf(raw: unknown): string | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  return typeof raw === 'string' ? raw : null;
}

/** The only place that knows this screen's URLs: /services/formulas/… behind the site prefix. */
export function formulaApi(urlPath = '') {
  const base = sitePath('/services/formulas', urlPath);
  return {
    /** The spec does not name the load and save paths: GET and PUT /services/formulas/{id}. */
    get: async (id: number, signal?: AbortSignal) => required(formulaOf(await api.get<unknown>(`${base}/${id}`, { signal })), 'formula'),
    update: async (id: number, input: FormulaInput) => {
      const saved = await api.put<unknown>(`${base}/${id}`, input);
      return { formula: formulaOf(saved.data), message: saved.message };
    },
    /** A 7: POST /services/formulas/execute {formula}; the answer's data is the result. */
    execute: async (formula: string) => resultOf((await api.post<unknown>(`${base}/execute`, { formula })).data),
  };
}

export type FormulaApi = ReturnType<typeof formulaApi>;
