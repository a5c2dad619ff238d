import type { ReportColumn } from './columns';
import { periodLayout, periodsOf, periodTotal, periodValue, periodValuesOf } from './periods';

const column = (field: string, isCard = false): ReportColumn => ({ field, title: field, isCard, sortable: true });

describe('report periods', () => {
  it('reads periods as records, keys or a map; a period without a key, or twice, is left out', () => {
    expect(periodsOf([{ key: '2026-10', title: 'Октябрь' }, { id: 11, name: 'Ноябрь' }, { title: 'без ключа' }, { key: '2026-10', title: 'ещё раз' }])).toEqual([
      { key: '2026-10', title: 'Октябрь' },
      { key: '11', title: 'Ноябрь' },
    ]);
    expect(periodsOf(['2026-09', '2026-10'])).toEqual([{ key: '2026-09', title: '2026-09' }, { key: '2026-10', title: '2026-10' }]);
    expect(periodsOf({ w1: 'Неделя 1' })).toEqual([{ key: 'w1', title: 'Неделя 1' }]);
    expect(periodsOf('x')).toEqual([]);
  });

  it('keeps a row’s plain values per period, drops the rest; sums a field over the periods for a sort', () => {
    const periods = periodValuesOf({ a: { n: 5, s: 'x', o: { y: 1 }, inf: Infinity }, b: [1], c: { n: 7 } });
    expect(periods).toEqual({ a: { n: 5, s: 'x' }, c: { n: 7 } });
    const row = { periods };
    expect(periodValue(row, 'a', 'n')).toBe(5);
    expect(periodValue(row, 'b', 'n')).toBeUndefined();
    expect(periodTotal(row, 'n')).toBe(12);
    expect(periodTotal(row, 's')).toBeNull();
    expect(periodTotal({}, 'n')).toBeNull();
  });

  it('with periods, the card columns show once and the others repeat; without, every column is fixed', () => {
    const columns = [column('name', true), column('requested'), column('shown')];
    const periods = [{ key: 'a', title: 'A' }];
    expect(periodLayout(columns, periods)).toEqual({ fixed: [columns[0]], repeated: columns.slice(1), periods });
    expect(periodLayout(columns, [])).toEqual({ fixed: columns, repeated: [], periods: [] });
    expect(periodLayout([column('name', true)], periods)).toEqual({ fixed: [column('name', true)], repeated: [], periods: [] });
  });
});
