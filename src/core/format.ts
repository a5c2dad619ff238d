/** Dates show as DD.MM.YYYY (date-times d.m.Y H:i) and go to the API as Y-m-d (ARCHITECTURE 6). */
const pad = (n: number): string => String(n).padStart(2, '0');

/** A wall-clock date and time as written or read: what every date text is made from. */
interface Civil {
  y: number;
  mo: number;
  day: number;
  h: number;
  mi: number;
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The parts only when they name a real calendar date and time: 2024-13-45 or 0000-00-00 do not roll over into other
 * dates. Checked by arithmetic, not through a local Date: the first local Date of a page costs the time zone's set-up
 * (a few ms inside a big list's first frame), and a local Date moves a time in a daylight-saving gap (02:30 → 03:30).
 */
function realCivil(y: number, mo: number, day: number, h = 0, mi = 0, s = 0): Civil | null {
  if (y < 1 || mo < 1 || mo > 12 || day < 1 || h > 23 || mi > 59 || s > 59) return null;
  const days = mo === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[mo - 1];
  return day <= days ? { y, mo, day, h, mi } : null;
}

/** d.m.Y or d.m.Y H:i[:s], exactly: a date already written the way the page shows it. */
const SHOWN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** "2026-11-22" and "2026-11-22 10:15:00": local times, not UTC. */
const API_DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

const civilOfDate = (d: Date): Civil => ({ y: d.getFullYear(), mo: d.getMonth() + 1, day: d.getDate(), h: d.getHours(), mi: d.getMinutes() });

function toCivil(value: Date | string | number | null | undefined): Civil | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : civilOfDate(value);
  if (typeof value === 'string') {
    const m = API_DATE_PARTS.exec(value);
    if (m) return realCivil(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
    // A server that already writes dates as they are shown ('22.11.2026', '22.11.2026 10:15[:00]'): read them the same way.
    const ru = SHOWN_DATE.exec(value.trim());
    return ru ? realCivil(+ru[3], +ru[2], +ru[1], +(ru[4] ?? 0), +(ru[5] ?? 0), +(ru[6] ?? 0)) : null;
  }
  if (typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : civilOfDate(d);
}

/** What a date that is not a real one shows as (0000-00-00, 2024-13-45, text). */
export const NO_DATE = '—';

const isNothing = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === '';
const shownDate = (c: Civil): string => `${pad(c.day)}.${pad(c.mo)}.${String(c.y).padStart(4, '0')}`;

/** DD.MM.YYYY; '' for nothing; '—' for a value that is not a real date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const c = toCivil(value);
  if (!c) return isNothing(value) ? '' : NO_DATE;
  return shownDate(c);
}

/** d.m.Y H:i: DD.MM.YYYY HH:mm; '' for nothing; '—' for a value that is not a real date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const c = toCivil(value);
  if (!c) return isNothing(value) ? '' : NO_DATE;
  return `${shownDate(c)} ${pad(c.h)}:${pad(c.mi)}`;
}

/** Y-m-d for the API. */
export function toApiDate(value: Date | string | null | undefined): string {
  const c = toCivil(value ?? null);
  return c ? `${String(c.y).padStart(4, '0')}-${pad(c.mo)}-${pad(c.day)}` : '';
}

/** dd.mm.yyyy typed by a user → a local Date (for the date picker), or null when it is not a real calendar date. */
export function parseRuDate(text: string): Date | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  const c = m ? realCivil(+m[3], +m[2], +m[1]) : null;
  if (!c) return null;
  const d = new Date(c.y, c.mo - 1, c.day);
  // Years 1–99 would be read as 1901–1999.
  d.setFullYear(c.y);
  return d;
}

/*
 * Numbers (issue 26): what Intl.NumberFormat('ru-RU') shows, everywhere, so a list and its modal say the same:
 * integers grouped by three with a no-break space ('49 819'), a decimal comma ('0,95'), percent with a
 * no-break space ('12,5 %'). Ids, years, codes (INN, KPP, zip, phone) are never grouped: '12345'.
 * '' for nothing; '—' (NO_NUMBER) for a value that is not a finite number or is beyond what a double holds
 * exactly (±2^53: digits past it would not be the server's).
 */

/** What a number that is not a real one shows as (NaN, Infinity, text in a number's place, an absurd magnitude). */
export const NO_NUMBER = '—';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(min: number, max: number, percent = false): Intl.NumberFormat {
  const key = `${min}:${max}:${percent ? '%' : ''}`;
  let fmt = numberFormats.get(key);
  if (!fmt) {
    fmt = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max, style: percent ? 'percent' : 'decimal' });
    numberFormats.set(key, fmt);
  }
  return fmt;
}

/**
 * Some ICU versions group ru-RU with U+202F (narrow no-break space): one separator, U+00A0, in the browser and in
 * jsdom alike. And a negative value that rounds to zero (-0.001) shows '0', not '-0'.
 */
const tidy = (text: string): string => text.replace(/\u202f/g, '\u00a0').replace(/^-(?=0(?:,0+)?(?:\u00a0%)?$)/, '');

/** A plain decimal as the server writes one in text: '49819', '-0.95'; no leading zeros ('007' is a code), at most 15 integer digits. */
const NUMERIC_TEXT = /^-?(?:0|[1-9]\d{0,14})(?:\.\d+)?$/;

/** A value meant as a number (a number, or text typed or sent as one, '12,5' too) → the number; NaN when it is not one. */
function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : parseNumber(value) ?? Number.NaN;
}

const isReal = (n: number): boolean => Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER;

function formatWith(value: number | string | null | undefined, min: number, max: number, percent = false): string {
  if (isNothing(value)) return '';
  const n = toNumber(value);
  if (!isReal(n)) return NO_NUMBER;
  return tidy(numberFormat(min, max, percent).format(percent ? n / 100 : n));
}

/** 1 234 567,89: Russian grouping, up to `digits` fraction digits (0: an integer, a count). */
export function formatNumber(value: number | string | null | undefined, digits = 2): string {
  return formatWith(value, 0, digits);
}

/** Money as shown in a table: always two decimals ('341 702,90'). */
export function formatMoney(value: number | string | null | undefined): string {
  return formatWith(value, 2, 2);
}

/** A value in percent (95.5, not 0.955) as ru-RU writes it: '95,5 %', up to `digits` fraction digits. */
export function formatPercent(value: number | string | null | undefined, digits = 2): string {
  return formatWith(value, 0, digits, true);
}

/** An id (or a year, a code): its digits as they are, never grouped ('12345'); text as it came. */
export function formatId(value: number | string | null | undefined): string {
  if (isNothing(value)) return '';
  if (typeof value === 'string') return value;
  return Number.isFinite(value) ? String(value) : NO_NUMBER;
}

/** Key words that name an id or a code (the last word of a key): their numbers are never grouped. */
const ID_WORDS = new Set(['id', 'ids', 'year', 'inn', 'kpp', 'ogrn', 'okpo', 'bik', 'zip', 'postcode', 'phone', 'code', 'number', 'num']);

/**
 * Is a column key an id's (S 3's `campaign_id`, `id`, `userId`, `ID`) or a code's (`year`, `inn`, `kpp`, `zip`,
 * `phone`, `doc_number`)? Its last word (split at `_`, `-`, `.` and camel case) says so.
 */
export function isIdKey(key: string): boolean {
  return ID_WORDS.has(lastWord(key));
}

/** A key's last word, split at `_`, `-`, `.` and camel case, lower case: 'campaign_id' → 'id', 'userId' → 'id'. */
function lastWord(key: string): string {
  const words = wordsOf(key);
  return words[words.length - 1] ?? '';
}

/** A key's words, split at `_`, `-`, `.` and camel case, lower case: 'min_ctr' → ['min', 'ctr'], 'avgCtr' → ['avg', 'ctr']. */
function wordsOf(key: string): string[] {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[_\-.\s]+/).filter(Boolean);
}

/**
 * Is a column key a CTR's (issue 44: a CTR always shows two decimals, '1,50', '0,00')? `ctr`, `CTR`, or a key whose
 * first or last word is `ctr` (`min_ctr`, `ctr_plan`, `avgCtr`); split as isIdKey splits, so `ctrl` is no CTR.
 */
export function isCtrKey(key: string): boolean {
  const words = wordsOf(key);
  return words[0] === 'ctr' || words[words.length - 1] === 'ctr';
}

/** A CTR's fraction digits in a table, always (issue 44). */
export const CTR_DIGITS = 2;

/** Key words that name text (a name, a title, a comment): a name '2026' is a name, not a number. */
const TEXT_WORDS = new Set(['name', 'title', 'comment', 'description', 'text', 'label']);
const isTextKey = (key: string): boolean => TEXT_WORDS.has(lastWord(key));

/** How a table column shows its values: 'auto' decides by the value and the key (see formatCell). */
export type CellKind = 'auto' | 'text' | 'id' | 'number' | 'integer' | 'money' | 'percent' | 'date' | 'datetime';

/** An API date ('2026-11-02') and date-time ('2026-11-02 10:15[:00]'), exactly: a cell shows them as the operator reads dates. */
const API_DATE = /^\d{4}-\d{2}-\d{2}$/;
const API_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/;
/** The same, as a server that writes shown dates sends them ('02.11.2026', '02.11.2026 10:15[:00]'). */
const RU_DATE = /^\d{2}\.\d{2}\.\d{4}$/;
const RU_DATE_TIME = /^\d{2}\.\d{2}\.\d{4}[ T]\d{2}:\d{2}(?::\d{2})?$/;

/**
 * A table cell's text, one rule for every table (DataTable, the report pieces, server-described columns):
 * - a declared kind formats as it says ('number' up to 2 decimals, 'integer', 'money' 2 decimals, 'percent',
 *   'id' never grouped, 'text' as is); a value that is not a number in a number's column shows '—';
 * - a CTR (`isCtrKey`: `ctr`, `min_ctr`, `ctr_plan`), 'auto', 'number' or 'percent', always with two decimals
 *   ('1,50', '0,00', '1,50 %'), issue 44;
 * - 'auto' (a server-described column of unknown type, a column without a kind): a JS number, or text that is
 *   a plain decimal ('49819', '0.95'), is a number ('49 819', '0,95') unless the key is an id's or a code's
 *   (`isIdKey`) or a text's (`name`, `title`, `label`, `comment`…), which show it as it came; any other text as
 *   it came; an API date or date-time ('2026-11-02', '2026-11-02 10:15:00', or already '02.11.2026 10:15') as
 *   DD.MM.YYYY [HH:mm] ('—' when it is not a real date); true/false as 'да'/'нет';
 * - nothing (null, undefined, '') is empty; an object or a list is not a cell's value and shows empty.
 */
export function formatCell(value: unknown, key: string, kind: CellKind = 'auto'): string {
  if (isNothing(value)) return '';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  switch (kind) {
    case 'text':
      return String(value);
    case 'id':
      return formatId(value);
    case 'number':
      return isCtrKey(key) ? formatWith(value, CTR_DIGITS, CTR_DIGITS) : formatNumber(value);
    case 'integer':
      return formatNumber(value, 0);
    case 'money':
      return formatMoney(value);
    case 'percent':
      return isCtrKey(key) ? formatWith(value, CTR_DIGITS, CTR_DIGITS, true) : formatPercent(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    default:
      if (isIdKey(key) || isTextKey(key)) return formatId(value);
      if (typeof value === 'number' || NUMERIC_TEXT.test(value)) return isCtrKey(key) ? formatWith(value, CTR_DIGITS, CTR_DIGITS) : formatNumber(value);
      if (API_DATE.test(value) || RU_DATE.test(value)) return formatDate(value);
      return API_DATE_TIME.test(value) || RU_DATE_TIME.test(value) ? formatDateTime(value) : value;
  }
}

/** An id typed by an operator (where a dictionary is missing): its digits as a whole positive number, else null. */
export function typedId(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, 15);
  return digits === '' || /^0+$/.test(digits) ? null : Number(digits);
}

/** A number as an operator writes it: digits, one decimal mark (a comma or a dot), a leading minus. */
const TYPED_NUMBER = /^-?(\d+([.,]\d*)?|[.,]\d+)$/;

/** Typed text without its spaces (no-break ones too: thousands separators), a typographic minus as '-'. */
const compactNumber = (text: string): string => text.replace(/[\s\u00a0\u202f]/g, '').replace(/^[\u2212\u2013]/, '-');

/**
 * A number as an operator types it (issue 44): '12,5' or '12.5' → 12.5, '150 000,50' (spaces, no-break ones too, as
 * thousands separators) → 150000.5, '−3' (the typographic minus) → -3; empty → null; anything else → NaN.
 */
export function parseNumber(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return text;
  const compact = compactNumber(text);
  if (compact === '') return null;
  return TYPED_NUMBER.test(compact) ? Number(compact.replace(',', '.')) : NaN;
}

/**
 * A typed number as a plain decimal, for a request that takes the number as text (issue 44): '1 500,5' → '1500.5',
 * '−3' → '-3', ',5' → '0.5', '12.' → '12'; its digits exactly as typed (never rounded through a double); null when
 * the text is empty or not a number.
 */
export function plainNumber(text: string): string | null {
  const compact = compactNumber(text);
  if (!TYPED_NUMBER.test(compact)) return null;
  const [whole, fraction = ''] = compact.replace(',', '.').split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '') || '0';
  return fraction ? `${sign}${digits}.${fraction}` : `${sign}${digits}`;
}

/**
 * A number field's text as shown once it is left (issue 44): a value that reads as a number in ru-RU, with every
 * fraction digit it has and at least `minDigits` ('4838.7258' → '4 838,7258', '1,5' with 2 → '1,50'); any other text
 * (empty, half-typed, not a number) as it is.
 */
export function shownNumber(text: string, minDigits = 0): string {
  const n = parseNumber(text);
  if (n === null || !isReal(n)) return text;
  const fraction = /[.,](\d*)$/.exec(text.trim())?.[1]?.length ?? 0;
  const digits = Math.min(20, Math.max(minDigits, fraction));
  return tidy(numberFormat(digits, digits).format(n));
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
