import { clientPage, localPaging, serverSizedPaging } from '../paging';

describe('clientPage', () => {
  it('gives the page asked for within the list, the last one past the end, the first one of an empty list', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(clientPage(items, 2, 50)).toEqual({ page: 2, pageCount: 3, rows: items.slice(50, 100) });
    expect(clientPage(items, 9, 50)).toMatchObject({ page: 3, rows: items.slice(100) });
    expect(clientPage([], 4, 50)).toEqual({ page: 1, pageCount: 1, rows: [] });
  });
});

describe('serverSizedPaging', () => {
  it('reads the size the server answered and ignores one in a patch', () => {
    let size = 20;
    const inner = localPaging({ sort: 'channel_id' });
    const paging = serverSizedPaging(inner, () => size);
    expect(paging.perPage).toBe(20);
    size = 50;
    expect(paging.perPage).toBe(50);
    paging.update({ page: 3, perPage: 10, sort: 'name' });
    expect([paging.page, paging.sort, inner.perPage]).toEqual([3, 'name', 50]);
  });
});
