import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, required } from '@core/decode';
import { api } from '@core/http';

/** Issue 41: what the page asks the backend for (A 7), and what it does without the calls the spec does not name. */
export const calls = {
  record: chosen('GET /services/formulas/{id}: without it the formula the page prints (data-props `record`); with neither, the load failure'),
  update: spec('A 2 Other formula value edit (PUT /services/formulas/{id}; the path ours): a bare {success: true} is a save, the loaded fields go back'),
  execute: spec('A 7 Conversion rules… Formula: POST /services/formulas/execute {formula}, data is the result'),
  valuesByKey: spec('A 7 Handbooks: Handbook values by key for formulas (GET /services/formulas/handbook-values?keys[]=…, the path ours): without it the variables are typed by hand'),
} satisfies Calls;

/** A 3 Formula: id, name, val, params.description. */
export interface Formula {
  id: number;
  name: string;
  val: string;
  description: string;
  /** The record as it came, and its params: what the page does not edit goes back with the save (issue 41, rule 4). */
  stored: Record<string, unknown>;
  storedParams: Record<string, unknown>;
}

export interface FormulaInput {
  name: string;
  val: string;
  params: Record<string, unknown> & { description: string };
}

const rawFormula = d.record({ id: d.id, name: d.text, val: d.text, params: d.record({ description: d.text }) });

export function formulaOf(raw: unknown): Formula | null {
  const f = rawFormula(raw);
  const stored = d.object(raw);
  return f.id === null ? null : { id: f.id, name: f.name, val: f.val, description: f.params.description, stored, storedParams: d.object(stored.params) };
}

/** The evaluation's answer (A 7: data is the result): a number or a text as sent; anything else unknown. */
export function resultOf(raw: unknown): string | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  return typeof raw === 'string' ? raw : null;
}

/** Values of formula variables are numbers: more keys than this in one answer is no answer to read. */
const MAX_VALUES = 500;

const valueText = (raw: unknown): string | null => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
};

/** The handbook values by key: `[{key, val}]` (or `name`/`value`), or a `{key: val}` map; keys not asked for are left out. */
export function valuesByKeyOf(raw: unknown, asked: readonly string[]): Record<string, string> {
  const pairs: Array<[unknown, unknown]> = Array.isArray(raw)
    ? raw.slice(0, MAX_VALUES).map((item) => [d.field(item, 'key') ?? d.field(item, 'name'), d.field(item, 'val') ?? d.field(item, 'value')])
    : Object.entries(d.object(raw)).slice(0, MAX_VALUES);
  const out: Record<string, string> = {};
  for (const [key, value] of pairs) {
    const text = valueText(value);
    if (typeof key === 'string' && asked.includes(key) && text !== null) out[key] = text;
  }
  return out;
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
    /** A 7 Handbook values by key for formulas: the values the handbooks hold for these variables (the path is ours). */
    valuesByKey: async (keys: string[]) => valuesByKeyOf((await api.get<unknown>(`${base}/handbook-values`, { params: { keys } })), keys),
    /** A 7: POST /services/formulas/execute {formula}; the answer's data is the result. */
    execute: async (formula: string) => resultOf((await api.post<unknown>(`${base}/execute`, { formula })).data),
  };
}

export type FormulaApi = ReturnType<typeof formulaApi>;
