import { d, isObject } from '@core/decode';
import { parseNumber } from '@core/format';

/** The parts of a field's `params` this page edits; the banner editor reads the same keys (shared/banner/api.ts). */
export const EDITED_PARAMS = ['required', 'min', 'max', 'options'] as const;

/** The modal's text of the options of a select: one per line, `value = label` (or just `value`). */
export function optionsText(raw: unknown): string {
  if (Array.isArray(raw))
    return d
      .records({ value: d.text, label: d.text })(raw)
      .filter((o) => o.value !== '')
      .map((o) => (o.label && o.label !== o.value ? `${o.value} = ${o.label}` : o.value))
      .join('\n');
  if (isObject(raw))
    return Object.entries(raw)
      .map(([value, label]) => (d.text(label) && d.text(label) !== value ? `${value} = ${d.text(label)}` : value))
      .join('\n');
  return '';
}

/** The options as sent: [{value, label}], empty lines left out, the first of a value twice kept. */
export function optionsOf(text: string): Array<{ value: string; label: string }> {
  const out: Array<{ value: string; label: string }> = [];
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    const value = (at < 0 ? line : line.slice(0, at)).trim();
    const label = at < 0 ? value : line.slice(at + 1).trim() || value;
    if (value !== '' && !out.some((o) => o.value === value)) out.push({ value, label });
  }
  return out;
}

/** A comma list of ids as the modal shows it. */
export const idsText = (ids: readonly number[]): string => ids.join(', ');

/** A comma list of ids typed: null when something in it is not an id. */
export function idsOf(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const ids = parts.map((p) => (/^\d{1,15}$/.test(p) ? Number(p) : 0));
  return ids.every((id) => id > 0) ? [...new Set(ids)] : null;
}

/** A bound typed ('1 500,5', '-3', '2.5'): null when empty, NaN when not a number. */
export function boundOf(text: string): number | null {
  const n = parseNumber(text);
  return n === null || Number.isFinite(n) ? n : Number.NaN;
}
