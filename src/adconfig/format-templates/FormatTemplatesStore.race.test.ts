import { expectReloadLatestWins } from '@test/races';
import { formatTemplatesApi } from './api';
import { FormatTemplatesStore } from './FormatTemplatesStore';

const rowOf = (store: FormatTemplatesStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a template at row ${index + 1}`);
  return row;
};

describe('FormatTemplatesStore races', () => {
  it('two turns in a row: the first reload is aborted, the list shows both', async () => {
    const store = await expectReloadLatestWins({
      at: '/preferences/formats/settings/templates/?id=1',
      makeStore: () => new FormatTemplatesStore(formatTemplatesApi(), 1),
      list: (s) => s.table.list,
      path: '/hb/format-templates',
      actions: [(s) => s.turn(rowOf(s, 0)), (s) => s.turn(rowOf(s, 1))],
    });
    expect(store.table.list.rows.slice(0, 2).map((r) => r.status)).toEqual(['blocked', 'blocked']);
  });
});
