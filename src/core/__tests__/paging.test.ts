import { clientPage, localPaging, pageRows, serverSizedPaging } from '../paging';

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

const rows = Array.from({ length: 120 }, (_, i) => i + 1);

describe('pageRows', () => {
  it('cuts an answer longer than the page to the page size (a backend that ignores per_page shows no more than its paginator says)', () => {
    expect(pageRows(rows, { page: 2, perPage: 50, sort: '', order: 'asc' }).slice(0, 2)).toEqual([1, 2]);
    expect(pageRows(rows, { page: 2, perPage: 50, sort: '', order: 'asc' }, 500)).toHaveLength(50);
  });

  it("an answer holding the whole list (its total) gives the page's own window: page 2 is not page 1 again, the last page is short", () => {
    expect(pageRows(rows, { page: 2, perPage: 50, sort: '', order: 'asc' }, 120).slice(0, 2)).toEqual([51, 52]);
    expect(pageRows(rows, { page: 3, perPage: 50, sort: '', order: 'asc' }, 120)).toEqual(rows.slice(100));
  });

  it("keeps a page's own answer and 'all' as they are", () => {
    expect(pageRows(rows.slice(0, 50), { page: 2, perPage: 50, sort: '', order: 'asc' }, 120)).toHaveLength(50);
    expect(pageRows(rows, { page: 1, perPage: 'all', sort: '', order: 'asc' }, 120)).toHaveLength(120);
  });
});
