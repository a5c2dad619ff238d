import type { HashField } from '../hash';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(raw: string): boolean {
  const m = YMD.exec(raw);
  if (!m) return false;
  const [y, mo, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, day));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === day;
}

/**
 * One day in the hash as Y-m-d; '' (the default) means the report's own default day, which moves
 * with the calendar (S 9: yesterday), so a link without a date always opens on the latest report.
 */
export function dayField(): HashField<string> {
  return { kind: 'filter', defaultValue: '', parse: (raw) => (raw === '' || isDay(raw) ? raw : undefined), write: (v) => v };
}

/** Yesterday as Y-m-d in local time. */
export function yesterday(now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
