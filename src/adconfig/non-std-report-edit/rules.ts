import { pattern, required, type PathRules, type RuleFn } from '@core/record';
import { LABEL, TEXT } from './texts';

const KEY = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/**
 * Each key's first row, built once per validation pass (a pass checks every row synchronously; the map is
 * dropped after it): asking the whole list for each row would be quadratic, minutes for thousands of rows.
 */
let firstRows: { rows: unknown; first: Map<string, number> } | null = null;
function firstRowOf(rows: unknown): Map<string, number> {
  const cached = firstRows;
  if (cached !== null && cached.rows === rows) return cached.first;
  const first = new Map<string, number>();
  (Array.isArray(rows) ? rows : []).forEach((row: { key?: unknown }, index) => {
    const key = String(row?.key ?? '').trim();
    if (!first.has(key)) first.set(key, index);
  });
  firstRows = { rows, first };
  queueMicrotask(() => {
    firstRows = null;
  });
  return first;
}

/** A key used twice would be sent once: the second is marked. */
const unique: RuleFn = (value, ctx) => {
  const key = String(value ?? '').trim();
  if (!key) return null;
  const index = Number(ctx.path.split('.')[1]);
  return (firstRowOf(ctx.get('filters')).get(key) ?? index) < index ? TEXT.keyRepeated : null;
};

/** A 5: name, data source, result type and request template are required; each parameter has a key. */
export const reportRules: PathRules = {
  request_tpl: [required(TEXT.required(LABEL.requestTpl))],
  name: [required(TEXT.required(LABEL.name))],
  data_source: [required(TEXT.required(LABEL.dataSource))],
  result_type: [required(TEXT.required(LABEL.resultType))],
  'filters.*.key': [required(TEXT.required(LABEL.filterKey)), pattern(KEY, TEXT.keyChars), unique],
};
