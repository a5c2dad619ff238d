/** Dates show as DD.MM.YYYY (date-times d.m.Y H:i) and go to the API as Y-m-d (ARCHITECTURE 6). */
const pad = (n: number): string => String(n).padStart(2, '0');

/** A local date-time only when every part names a real moment: 2024-13-45 or 0000-00-00 do not roll over into other dates. */
function realDate(y: number, mo: number, day: number, h = 0, mi = 0, s = 0): Date | null {
  if (y < 1 || mo < 1 || mo > 12 || day < 1 || h > 23 || mi > 59 || s > 59) return null;
  const d = new Date(y, mo - 1, day, h, mi, s);
  d.setFullYear(y);
  return d.getFullYear() === y && d.getMonth() === mo - 1 && d.getDate() === day ? d : null;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    // "2026-11-22" and "2026-11-22 10:15:00" are local times, not UTC.
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
    if (m) return realDate(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
    return parseRuDate(value);
  }
  if (typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** What a date that is not a real one shows as (0000-00-00, 2024-13-45, text). */
export const NO_DATE = '—';

const isNothing = (value: unknown): boolean => value === null || value === undefined || value === '';

/** DD.MM.YYYY; '' for nothing; '—' for a value that is not a real date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return isNothing(value) ? '' : NO_DATE;
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${String(d.getFullYear()).padStart(4, '0')}`;
}

/** d.m.Y H:i: DD.MM.YYYY HH:mm; '' for nothing; '—' for a value that is not a real date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return isNothing(value) ? '' : NO_DATE;
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Y-m-d for the API. */
export function toApiDate(value: Date | string | null | undefined): string {
  const d = toDate(value ?? null);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/** dd.mm.yyyy typed by a user → a Date, or null when it is not a real calendar date. */
export function parseRuDate(text: string): Date | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  return m ? realDate(+m[3], +m[2], +m[1]) : null;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1 234 567,89: Russian grouping, up to `digits` fraction digits. */
export function formatNumber(value: number | string | null | undefined, digits = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(n)) return String(value);
  let fmt = numberFormats.get(digits);
  if (!fmt) {
    fmt = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits });
    numberFormats.set(digits, fmt);
  }
  return fmt.format(n);
}

const moneyFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as shown in a table: always two decimals ('341 702,90'); empty for nothing, the value as text when not a number. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return Number.isFinite(value) ? moneyFormat.format(value) : String(value);
}

/** "12,5" or "12.5" typed by a user → 12.5; empty → null; not a number → NaN. */
export function parseNumber(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return text;
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** VAT default 20 % (S 9). */
export const DEFAULT_VAT_RATE = 20;

/** Amount with VAT = amount without VAT × (rate + 100) / 100, two decimals (S 5). */
export function withVat(amount: number, rate: number = DEFAULT_VAT_RATE): number {
  return round2((amount * (rate + 100)) / 100);
}

export function withoutVat(amountWithVat: number, rate: number = DEFAULT_VAT_RATE): number {
  return round2((amountWithVat * 100) / (rate + 100));
}

/** The VAT part: the difference between the two amounts. */
export function vatAmount(amount: number, rate: number = DEFAULT_VAT_RATE): number {
  return round2(withVat(amount, rate) - amount);
}
