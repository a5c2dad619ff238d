import { makeAutoObservable } from 'mobx';
import type { PerPage, SortOrder } from './hash/fields';
import type { HashState, HistoryMode } from './hash/HashState';
import type { Schema } from './hash/schema';
import { d } from './decode';

export interface Paging {
  page: number;
  perPage: PerPage;
  sort: string;
  order: SortOrder;
}

/** Where a list keeps its page and sort: the hash (most screens) or local state. */
export interface PagingBinding extends Readonly<Paging> {
  /** The operator may choose the page size ('На странице 50/Все'): false where the server sets it or nothing keeps it. */
  readonly perPageChosen: boolean;
  /** `replace`: a correction (a page past the end), not a step the user can go Back to. */
  update(patch: Partial<Paging>, mode?: HistoryMode): void;
}

export const PAGE_SIZE = 50;

/** Paging kept in memory (lists whose state is not in the URL). */
export function localPaging(initial: Partial<Paging> = {}): PagingBinding {
  const state = { page: 1, perPage: PAGE_SIZE as PerPage, sort: '', order: 'desc' as SortOrder, ...initial };
  return makeAutoObservable({
    ...state,
    perPageChosen: true,
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
    // Without a page-size field in the hash a choice would be dropped: none is offered.
    perPageChosen: keys.perPage !== undefined,
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
    perPageChosen: false,
    update(patch: Partial<Paging>, mode) {
      const { perPage: _ignored, ...rest } = patch;
      paging.update(rest, mode);
    },
  };
}

/** A 9: the page size an answer names (meta.per_page); `fallback` when it names none or an absurd one. */
export function answeredPerPage(meta: unknown, fallback: number = PAGE_SIZE): number {
  const n = d.count(d.field(meta, 'per_page'));
  return n !== null && n >= 1 && n <= 1000 ? n : fallback;
}

/**
 * The server's page size when its answer may not name it: meta.per_page if it does; else what the rows say. A page
 * with more rows than `size` shows the server's pages are bigger (none cut); a short page that is not the last (rows
 * remain after it by `total`) shows they are smaller. Otherwise `size`, the size known so far.
 */
export function answeredPageSize(answer: { meta: unknown; rows: readonly unknown[]; total: number | null }, page: number, size: number): number {
  const named = answeredPerPage(answer.meta, 0);
  if (named > 0) return named;
  const n = Math.min(answer.rows.length, 1000);
  if (n > size) return n;
  if (n > 0 && n < size && answer.total !== null && (Math.max(1, page) - 1) * size + n < answer.total) return n;
  return size;
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
 * hostile one) is cut to the page size, so a page never shows more rows than its paginator says. An answer
 * that holds the whole list (as many rows as its total, or more; A 7's GET list of every report) gives the
 * page's own window of it, so page 2 is not page 1 again.
 */
export function pageRows<Row>(rows: Row[], paging: Paging, total: number | null = null): Row[] {
  if (paging.perPage === 'all' || rows.length <= paging.perPage) return rows;
  const whole = total !== null && rows.length >= total;
  const start = whole ? (Math.max(1, paging.page) - 1) * paging.perPage : 0;
  return rows.slice(start, start + paging.perPage);
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
