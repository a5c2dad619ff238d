import type { PerPage } from '@core/hash/fields';
import { formatNumber } from '@core/format';

export interface PaginatorProps {
  page: number;
  pageCount: number;
  /** null: unknown (the server's count was missing or absurd); undefined: no answer yet, nothing said. */
  total: number | null | undefined;
  perPage: PerPage;
  onPage(page: number): void;
  onPerPage?(perPage: PerPage): void;
  perPageOptions?: readonly PerPage[];
  /** Distinguishes the paginator above a long list from the one below it. */
  label?: string;
}

/**
 * Page numbers to show: first, last, and a window around the current page, with gaps. Built from the
 * window alone (never by walking every page), so a count of 1e15 costs what a count of 10 does.
 */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const from = Math.max(1, current - radius);
  const to = Math.min(last, current + radius);
  const out: (number | 'gap')[] = [];
  if (from > 1) out.push(1);
  if (from > 2) out.push('gap');
  for (let p = from; p <= to; p++) out.push(p);
  if (to < last - 1) out.push('gap');
  if (to < last) out.push(last);
  return out;
}

export function Paginator({ page, pageCount, total, perPage, onPage, onPerPage, perPageOptions = [50, 'all'], label = 'Страницы' }: PaginatorProps) {
  const link = (target: number, text: string, aria: string, disabled: boolean) => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      <button type="button" className="page-link" onClick={() => onPage(target)} disabled={disabled} aria-label={aria}>
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-3 my-2">
      {pageCount > 1 && (
        <ul className="pagination pagination-sm mb-0">
          {link(page - 1, '‹', 'Предыдущая страница', page <= 1)}
          {pageWindow(page, pageCount).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} className="page-item disabled">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
                <button type="button" className="page-link" onClick={() => onPage(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Страница ${p}`}>
                  {p}
                </button>
              </li>
            ),
          )}
          {link(page + 1, '›', 'Следующая страница', page >= pageCount)}
        </ul>
      )}
      {total !== undefined && <span className="text-body-secondary small">Всего: {total === null ? 'неизвестно' : formatNumber(total, 0)}</span>}
      {onPerPage && (
        <label className="d-inline-flex align-items-center gap-2 small mb-0">
          На странице
          <select
            className="form-select form-select-sm w-auto"
            value={String(perPage)}
            onChange={(e) => onPerPage(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            {perPageOptions.map((o) => (
              <option key={String(o)} value={String(o)}>
                {o === 'all' ? 'Все' : o}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  );
}
