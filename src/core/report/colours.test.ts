import { sortRows } from './clientSort';
import { gapTone, planMet, progressTone, ratingTone } from './colours';

describe('report colour rules (S 9) and client sort', () => {
  it('colours time progress, the gap to the result and ratings at the spec’s bounds', () => {
    expect([0, 20, 21, 55, 56, 80, 81, 99, 100, null].map(progressTone)).toEqual(['success', 'success', 'info', 'info', 'warning', 'warning', 'danger', 'danger', 'secondary', null]);
    expect([gapTone(60, 40), gapTone(60, 41), gapTone(60, 55), gapTone(60, 56), gapTone(10, 90), gapTone(null, 5)]).toEqual(['danger', 'warning', 'warning', 'success', 'success', null]);
    expect([1, 4.9, 5, 7.9, 8, 10, null].map(ratingTone)).toEqual(['danger', 'danger', 'warning', 'warning', 'success', 'success', null]);
  });

  it('judges a fact against its plan by the operator, else by the worst value', () => {
    expect([planMet(60, 60, '>=', null), planMet(60, 60, '>', null), planMet(30, 40, '<=', null), planMet(2, 2, '=', null)]).toEqual([true, false, true, true]);
    expect([planMet(50, 60, null, 'min'), planMet(70, 60, null, 'min'), planMet(30, 40, null, 'max'), planMet(50, 40, null, 'max')]).toEqual([false, true, true, false]);
    expect([planMet(null, 60, '>=', null), planMet(5, 6, null, null)]).toEqual([null, null]);
  });

  it('sorts Russian text by collation, numbers numerically, blanks last, ties in the server’s order', () => {
    const rows = ['Яблоко', 'арбуз', '', 'Банан №12', 'банан №2', null, 'Арбуз'].map((name, id) => ({ id, name }));
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.id)).toEqual([1, 6, 4, 3, 0, 2, 5]);
    expect(sortRows(rows, (r) => r.name, 'desc').map((r) => r.id)).toEqual([0, 3, 4, 1, 6, 2, 5]);
  });
});
