import { pattern, required, type PathRules, type RuleFn } from '../../core/record';
import { LABEL, TEXT } from './texts';

const KEY = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** A key used twice would be sent once: the second is marked. */
const unique: RuleFn = (value, ctx) => {
  const key = String(value ?? '').trim();
  if (!key) return null;
  const rows = ctx.get('filters');
  const keys = (Array.isArray(rows) ? rows : []).map((row: { key?: unknown }) => String(row?.key ?? '').trim());
  const index = Number(ctx.path.split('.')[1]);
  return keys.indexOf(key) < index ? TEXT.keyRepeated : null;
};

/** A 5: name, data source, result type and request template are required; each parameter has a key. */
export const reportRules: PathRules = {
  request_tpl: [required(TEXT.required(LABEL.requestTpl))],
  name: [required(TEXT.required(LABEL.name))],
  data_source: [required(TEXT.required(LABEL.dataSource))],
  result_type: [required(TEXT.required(LABEL.resultType))],
  'filters.*.key': [required(TEXT.required(LABEL.filterKey)), pattern(KEY, TEXT.keyChars), unique],
};
