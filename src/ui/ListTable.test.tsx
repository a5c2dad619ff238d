import { render, screen, waitFor } from '@testing-library/react';
import { HashState, page } from '@core/hash';
import { ListStore } from '@core/ListStore';
import { hashPaging, localPaging, serverSizedPaging, type PagingBinding } from '@core/paging';
import { ListTable } from './ListTable';

interface Row {
  id: number;
}
const rows: Row[] = Array.from({ length: 120 }, (_, i) => ({ id: i + 1 }));

async function shown(paging: PagingBinding): Promise<void> {
  const list = new ListStore<Row, null>({ query: () => null, load: async () => ({ rows: rows.slice(0, 50), total: rows.length, meta: {}, extra: {} }), paging });
  const stop = list.start();
  render(<ListTable list={list} columns={[{ key: 'id', title: 'ID' }]} rowKey={(r) => r.id} caption="Строки" empty="Пусто" />);
  await waitFor(() => expect(list.state).toBe('ready'));
  expect(screen.getAllByRole('navigation', { name: /^Страницы/ })).not.toHaveLength(0);
  stop();
}

describe("ListTable's page size (issue 42: no choice that does nothing)", () => {
  it("offers 'На странице' where the choice is kept", async () => {
    await shown(localPaging());
    expect(screen.getAllByRole('combobox', { name: 'На странице' })).toHaveLength(2);
  });

  it('offers none where the server sets the size, or the hash has nowhere to keep it', async () => {
    await shown(serverSizedPaging(localPaging(), () => 50));
    expect(screen.queryByRole('combobox', { name: 'На странице' })).toBeNull();
  });

  it('offers none for a hash without a page-size field', async () => {
    await shown(hashPaging(new HashState({ p: page() })));
    expect(screen.queryByRole('combobox', { name: 'На странице' })).toBeNull();
  });
});
