import { spawnSync } from 'node:child_process';
import { isNumeric } from '../validate';
import { cellKindOf } from '../report/columns';
import { formatCell, formatDate, formatDateTime, formatId, formatMoney, formatNumber, formatPercent, isCtrKey, isIdKey, parseNumber, parseRuDate, plainNumber, toApiDate, typedId, vatAmount, withVat, withoutVat } from '../format';

/** ru-RU's group separator (U+00A0 in Node 20's ICU and Chromium's; U+202F elsewhere is normalised to it). */
const NB = '\u00a0';

describe('format', () => {
  it('shows dates as DD.MM.YYYY and d.m.Y H:i and sends Y-m-d', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDateTime('2026-03-05 07:09:00')).toBe('05.03.2026 07:09');
    expect(toApiDate('05.03.2026')).toBe('2026-03-05');
    expect(formatDate(null)).toBe('');
    expect(parseRuDate('31.02.2026')).toBeNull();
  });

  it('shows a server date already written as d.m.Y H:i or d.m.Y as it is, read the same way as a Y-m-d one', () => {
    expect(formatDateTime('05.03.2026 07:09')).toBe('05.03.2026 07:09');
    expect(formatDateTime('05.03.2026 07:09:59')).toBe('05.03.2026 07:09');
    expect(formatDateTime('05.03.2026')).toBe('05.03.2026 00:00');
    expect(formatDate('05.03.2026 07:09')).toBe('05.03.2026');
    expect(toApiDate('05.03.2026 07:09')).toBe('2026-03-05');
    expect(formatCell('05.03.2026 07:09:00', 'created')).toBe('05.03.2026 07:09');
    expect(formatCell('05.03.2026 07:09', 'updated', 'datetime')).toBe('05.03.2026 07:09');
    // Not a real moment, or not a whole date: the dash, as for Y-m-d.
    for (const wrong of ['31.02.2026 10:00', '05.03.2026 24:00', '05.03.2026 07:09 мск', '5.3.2026 07:09']) expect(formatDateTime(wrong)).toBe('—');
  });

  it('shows a date as it was written, whatever the time zone: a daylight-saving gap, a leap day, a year below 100', () => {
    // A jest worker cannot move its own zone: a node of its own in Berlin, which skips 02:00–03:00 on 29.03.2026
    // (a local Date would show 03:30), and in Los Angeles, which skips it on 08.03.2026.
    const shownIn = (zone: string, value: string): string => {
      const code = `import * as m from './src/core/format.ts'; process.stdout.write((m.default ?? m).formatDateTime(${JSON.stringify(value)}))`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: `${__dirname}/../../..`, env: { ...process.env, TZ: zone }, encoding: 'utf8' });
      return run.stdout || run.stderr;
    };
    expect(shownIn('Europe/Berlin', '2026-03-29 02:30:00')).toBe('29.03.2026 02:30');
    expect(shownIn('America/Los_Angeles', '08.03.2026 02:30')).toBe('08.03.2026 02:30');
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
    expect(toApiDate('29.02.2024')).toBe('2024-02-29');
    for (const notReal of ['2026-02-29', '1900-02-29', '2026-04-31', '0000-00-00', '2026-13-01']) expect(formatDate(notReal)).toBe('—');
    expect(formatDate('2000-02-29')).toBe('29.02.2000');
    expect(formatDate('0099-01-05')).toBe('05.01.0099');
    expect(parseRuDate('05.01.0099')?.getFullYear()).toBe(99);
  });

  it('formats Russian numbers and parses typed ones', () => {
    expect(formatNumber(1234567.891)).toBe('1\u00a0234\u00a0567,89');
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' ')).toBeNull();
  });

  it('reads a number the way an operator types it, and nothing else (issue 44)', () => {
    const typed = ['12,5', '12.5', '150 000,50', '1\u00a0500', '1\u202f500', '−3', '-0,75', ',5', '12,', '1000000'];
    expect(typed.map(parseNumber)).toEqual([12.5, 12.5, 150000.5, 1500, 1500, -3, -0.75, 0.5, 12, 1000000]);
    for (const wrong of ['abc', '1.500,50', '12,5,1', '1e5', '--3', '12 руб']) expect(parseNumber(wrong)).toBeNaN();
    expect(['150 000,50', '1 500', '12,5', 'x', ''].map(isNumeric)).toEqual([true, true, true, false, false]);
  });

  it('groups integers with a no-break space and writes decimals with a comma (issue 26)', () => {
    expect(formatNumber(49819)).toBe(`49${NB}819`);
    expect(formatNumber(0.95)).toBe('0,95');
    expect(formatNumber(-1234.5)).toBe(`-1${NB}234,5`);
    expect(formatNumber(1234.567, 0)).toBe(`1${NB}235`);
    expect(formatNumber('49819.5')).toBe(`49${NB}819,5`);
    expect(formatNumber('12,5')).toBe('12,5');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatMoney(341702.9)).toBe(`341${NB}702,90`);
    expect(formatMoney('15')).toBe('15,00');
    expect(formatPercent(95.5)).toBe(`95,5${NB}%`);
    expect(formatPercent(2.61)).toBe(`2,61${NB}%`);
    expect(formatPercent(0)).toBe(`0${NB}%`);
  });

  it('shows nothing as empty and what is not a real number as a dash', () => {
    for (const format of [formatNumber, formatMoney, formatPercent, formatId]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
      expect(format(Number.NaN)).toBe('—');
      expect(format(Number.POSITIVE_INFINITY)).toBe('—');
    }
    // Past 2^53 the digits shown would not be the server's.
    expect(formatNumber(1e21)).toBe('—');
    expect(formatMoney(-1e300)).toBe('—');
    expect(formatNumber('abc')).toBe('—');
  });

  it('never groups ids, years and codes', () => {
    expect(formatId(12345)).toBe('12345');
    expect(formatId('0012345')).toBe('0012345');
    for (const key of ['id', 'campaign_id', 'mediaplanId', 'ID', 'user-id', 'site_ids', 'year', 'inn', 'kpp', 'zip', 'phone', 'doc_number', 'region_code']) expect(isIdKey(key)).toBe(true);
    for (const key of ['shows', 'paid', 'valid', 'idle_time', 'ctr', 'amount', 'identity']) expect(isIdKey(key)).toBe(false);
  });

  it('formats a table cell by its kind, else by its value and key', () => {
    // A server-described column of unknown type: numbers and plain numeric text are numbers, unless the key is an id's.
    expect(formatCell(49819, 'shows')).toBe(`49${NB}819`);
    expect(formatCell('49819', 'shows')).toBe(`49${NB}819`);
    expect(formatCell('0.95', 'ctr')).toBe('0,95');
    expect(formatCell(12345, 'id')).toBe('12345');
    expect(formatCell('12345', 'campaign_id')).toBe('12345');
    expect(formatCell(2026, 'year')).toBe('2026');
    expect(formatCell(7701234567, 'inn')).toBe('7701234567');
    // Text that is not a plain decimal stays as it came: a code with leading zeros, a phone, a name.
    for (const text of ['007', '+7 900 123-45-67', 'Спорт', '1e5', '12.5.2026', '2026-11-02 и позже']) expect(formatCell(text, 'value')).toBe(text);
    // An API date or date-time reads as the operator's dates; one that is not a real date is '—'.
    expect(formatCell('2026-11-02', 'date')).toBe('02.11.2026');
    expect(formatCell('2026-11-02 10:15:00', 'updated')).toBe('02.11.2026 10:15');
    expect(formatCell('2026-02-31', 'date')).toBe('—');
    expect(formatCell('2026-11-02', 'day', 'date')).toBe('02.11.2026');
    expect(formatCell('2026', 'campaign_name')).toBe('2026');
    expect(formatCell(2026, 'label')).toBe('2026');
    expect(formatCell(true, 'active')).toBe('да');
    expect(formatCell(false, 'active')).toBe('нет');
    expect(formatCell(null, 'shows')).toBe('');
    expect(formatCell({ a: 1 }, 'shows')).toBe('');
    // A declared kind wins over the key.
    expect(formatCell(12345, 'code', 'integer')).toBe(`12${NB}345`);
    expect(formatCell(49819, 'shows', 'id')).toBe('49819');
    expect(formatCell(1500, 'sum', 'money')).toBe(`1${NB}500,00`);
    expect(formatCell(95, 'done', 'percent')).toBe(`95${NB}%`);
    expect(formatCell('12345', 'shows', 'text')).toBe('12345');
    expect(formatCell('n/a', 'shows', 'number')).toBe('—');
  });

  it('shows a CTR with exactly two decimals in ru-RU, whatever the server sent and however its column is typed (issue 44)', () => {
    expect(formatCell(1.5, 'ctr')).toBe('1,50');
    expect(formatCell(0, 'ctr')).toBe('0,00');
    expect(formatCell('0.5', 'CTR')).toBe('0,50');
    expect(formatCell(2.345, 'min_ctr')).toBe('2,35');
    expect(formatCell(1234.5, 'ctr_plan')).toBe(`1${NB}234,50`);
    expect(formatCell(3, 'avgCtr')).toBe('3,00');
    // The report's column types: a float CTR still two decimals, a percent one '1,50 %'; a money or an integer as declared.
    expect(formatCell(1.5, 'ctr', cellKindOf('float'))).toBe('1,50');
    expect(formatCell('1.5', 'ctr', cellKindOf('percent'))).toBe(`1,50${NB}%`);
    expect(formatCell(1.5, 'ctr', cellKindOf('int'))).toBe('2');
    expect(formatCell(1.5, 'ctr', cellKindOf('money'))).toBe('1,50');
    // Not a CTR: its digits as the value has them; text in a CTR's place as it came, a CTR's id as an id.
    expect(formatCell(1.5, 'shows')).toBe('1,5');
    expect(formatCell(1.5, 'ctrl')).toBe('1,5');
    expect(formatCell('н/д', 'ctr')).toBe('н/д');
    expect(formatCell(7, 'ctr_id')).toBe('7');
    expect(formatCell(null, 'ctr')).toBe('');
    expect(['ctr', 'CTR', 'min_ctr', 'ctr_plan', 'Ctr-Fact', 'avgCtr'].every(isCtrKey)).toBe(true);
    expect(['ctrl', 'actr', 'ctr1', 'clicks', 'vtr'].some(isCtrKey)).toBe(false);
  });

  it('writes a typed number as a plain decimal with its digits as typed, for a request that takes text (issue 44)', () => {
    expect(plainNumber('1 500,5')).toBe('1500.5');
    expect(plainNumber(`150${NB}000,50`)).toBe('150000.50');
    expect(plainNumber('−3')).toBe('-3');
    expect(plainNumber(',5')).toBe('0.5');
    expect(plainNumber('12.')).toBe('12');
    expect(plainNumber('0.1234567890123456789')).toBe('0.1234567890123456789');
    for (const wrong of ['', ' ', 'abc', '1.500,50', '12,5,1', '1e5']) expect(plainNumber(wrong)).toBeNull();
  });

  it('reads an id typed where a dictionary is missing: its digits, never zero', () => {
    expect(typedId('12')).toBe(12);
    expect(typedId(' 0012 ')).toBe(12);
    expect(typedId('№ 7')).toBe(7);
    for (const text of ['', '0', '000', 'abc']) expect(typedId(text)).toBeNull();
  });

  it('computes VAT per S 5 with two decimals', () => {
    expect(withVat(100)).toBe(120);
    expect(withVat(99.99, 10)).toBe(109.99);
    expect(vatAmount(100)).toBe(20);
    expect(withoutVat(120)).toBe(100);
  });
});
