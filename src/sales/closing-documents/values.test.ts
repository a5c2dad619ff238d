import { emptyDocument } from './values';

it('a new act: signed today, for the whole month before (across a year too)', () => {
  expect(emptyDocument(new Date(2026, 0, 15))).toMatchObject({ date_signed: '2026-01-15', date_begin: '2025-12-01', date_end: '2025-12-31' });
  expect(emptyDocument(new Date(2026, 2, 1))).toMatchObject({ date_begin: '2026-02-01', date_end: '2026-02-28' });
});
