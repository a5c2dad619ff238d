import { d } from '@core/decode';
import { PAGE_SIZE } from '@core/paging';

/** A 9: the banner table's page size is the answer's meta.per_page; 50 when it names none or an absurd one. */
export function perPageOf(meta: unknown): number {
  const n = d.count(d.field(meta, 'per_page'));
  return n !== null && n >= 1 && n <= 1000 ? n : PAGE_SIZE;
}
