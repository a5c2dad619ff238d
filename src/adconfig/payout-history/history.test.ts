// Issue 41: an updated history row goes back with the fields the page does not edit, as they came.
import { historyBody, historyRowsOf } from './history';

describe('payout history rows saved back', () => {
  it('an update sends the stored row\'s other fields; an insert sends only its own', () => {
    const { rows, stored } = historyRowsOf([{ id: 8, channel_id: 1, channel_name: 'Канал', start_at: '2026-01-01', end_at: '2026-02-01', cpm_payout: 1, cpc_payout: -1, cpa_payout: -1, zz_unknown_field: 'сохранить как есть', nested: { a: 1 } }]);
    const row = rows[0];
    const cells = { start_at: '', end_at: '', cpm_payout: '', cpc_payout: '', cpa_payout: '', ...row.cells };
    const body = historyBody({ insert: [{ key: 'new', id: null, cells }], update: [{ key: '8', id: 8, cells: { ...cells, cpm_payout: '2' } }], delete: [] }, { creative_id: 1, channel_id: 1 }, stored);
    expect(body.update['0']).toMatchObject({ id: 8, zz_unknown_field: 'сохранить как есть', channel_name: 'Канал', cpm_payout: 2, start_at: '2026-01-01' });
    expect(body.update['0']).not.toHaveProperty('nested');
    expect(body.insert['0']).not.toHaveProperty('zz_unknown_field');
  });
});
