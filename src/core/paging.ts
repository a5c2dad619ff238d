import { makeAutoObservable } from 'mobx';
import type { PerPage, SortOrder } from './hash/fields';
import type { HashState, HistoryMode } from './hash/HashState';
import type { Schema } from './hash/schema';

export interface Paging {
  page: number;
  perPage: PerPage;
  sort: string;
  order: SortOrder;
}

/** Where a list keeps its page and sort: the hash (most screens) or local state. */
export interface PagingBinding extends Readonly<Paging> {
  /** `replace`: a correction (a page past the end), not a step the user can go Back to. */
  update(patch: Partial<Paging>, mode?: HistoryMode): void;
}

export const PAGE_SIZE = 50;

/** Paging kept in memory (lists whose state is not in the URL). */
export function localPaging(initial: Partial<Paging> = {}): PagingBinding {
  const state = { page: 1, perPage: PAGE_SIZE as PerPage, sort: '', order: 'desc' as SortOrder, ...initial };
  return makeAutoObservable({
    ...state,
    update(patch: Partial<Paging>) {
      Object.assign(this, patch);
    },
  });
}

/** Paging read from and written to a HashState's page / perPage / sort / order fields (by kind). */
export function hashPaging<S extends Schema>(state: HashState<S>, fallback: Partial<Paging> = {}): PagingBinding {
  const keyOf = (kind: string): string | undefined => Object.keys(state.schema).find((k) => state.schema[k].kind === kind);
  const keys = { page: keyOf('page'), perPage: keyOf('perPage'), sort: keyOf('sort'), order: keyOf('order') };
  const read = <T>(key: string | undefined, otherwise: T): T => (key ? (state.values[key] as T) : otherwise);
  return {
    get page() { return read(keys.page, 1); },
    get perPage() { return read<PerPage>(keys.perPage, fallback.perPage ?? PAGE_SIZE); },
    get sort() { return read(keys.sort, fallback.sort ?? ''); },
    get order() { return read<SortOrder>(keys.order, fallback.order ?? 'desc'); },
    update(patch: Partial<Paging>, mode: HistoryMode = 'push') {
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(patch)) {
        const key = keys[name as keyof Paging];
        if (key) out[key] = value;
      }
      state.set(out as never, mode);
    },
  };
}

/**
 * Paging whose page size the server answers (A 9: meta.per_page; the operator has none to choose): the page
 * and sort of `paging` (the hash), the size read from `size()`; a size in a patch is ignored.
 */
export function serverSizedPaging(paging: PagingBinding, size: () => number): PagingBinding {
  return {
    get page() {
      return paging.page;
    },
    get perPage() {
      return size();
    },
    get sort() {
      return paging.sort;
    },
    get order() {
      return paging.order;
    },
    update(patch: Partial<Paging>, mode) {
      const { perPage: _ignored, ...rest } = patch;
      paging.update(rest, mode);
    },
  };
}

/** The usual request params of a paginated list. */
export function pagingParams(p: Paging, names = { page: 'page', perPage: 'per_page', sort: 'field', order: 'order' }): Record<string, string | number> {
  const out: Record<string, string | number> = { [names.page]: p.page, [names.perPage]: p.perPage === 'all' ? 'all' : p.perPage };
  if (p.sort) {
    out[names.sort] = p.sort;
    out[names.order] = p.order;
  }
  return out;
}

/**
 * The rows of one page as asked for: an answer with more (a backend that ignores per_page, a lying or
 * hostile one) is cut to the page size, so a page never shows more rows than its paginator says.
 */
export function pageRows<Row>(rows: Row[], paging: Paging): Row[] {
  return paging.perPage !== 'all' && rows.length > paging.perPage ? rows.slice(0, paging.perPage) : rows;
}

/** One page of a list held whole in the browser: the page asked for within the list (past the end: the last), its rows. */
export interface ClientPage<T> {
  page: number;
  pageCount: number;
  rows: T[];
}

export function clientPage<T>(items: readonly T[], requested: number, perPage: number): ClientPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, rows: items.slice((page - 1) * perPage, page * perPage) };
}
