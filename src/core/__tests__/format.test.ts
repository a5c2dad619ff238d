import { formatDate, formatDateTime, formatNumber, parseNumber, parseRuDate, toApiDate, vatAmount, withVat, withoutVat } from '../format';

describe('format', () => {
  it('shows dates as DD.MM.YYYY and d.m.Y H:i and sends Y-m-d', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDateTime('2026-03-05 07:09:00')).toBe('05.03.2026 07:09');
    expect(toApiDate('05.03.2026')).toBe('2026-03-05');
    expect(formatDate(null)).toBe('');
    expect(parseRuDate('31.02.2026')).toBeNull();
  });

  it('formats Russian numbers and parses typed ones', () => {
    expect(formatNumber(1234567.891)).toBe('1\u00a0234\u00a0567,89');
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' ')).toBeNull();
  });

  it('computes VAT per S 5 with two decimals', () => {
    expect(withVat(100)).toBe(120);
    expect(withVat(99.99, 10)).toBe(109.99);
    expect(vatAmount(100)).toBe(20);
    expect(withoutVat(120)).toBe(100);
  });
});
