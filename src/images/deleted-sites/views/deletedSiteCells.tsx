import type { ReactNode } from 'react';
import { safeHref, siteHref } from '@core/safeUrl';
import type { Column } from '@ui/DataTable';
import { StatusBadge, statusBadge } from '@ui/StatusBadge';
import type { DeletedSite, DeletedSitesColumn } from '../api';

/** How a field of a row is shown; a field without an entry is shown as text. */
const CELLS: Partial<Record<string, (row: DeletedSite) => ReactNode>> = {
  partner_status: (row) => <StatusBadge {...statusBadge(row.partner_status)} />,
  url: (row) => {
    const href = siteHref(row.url);
    // A URL that is not http(s) (javascript:, data:) stays plain text.
    return href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {row.url}
      </a>
    ) : (
      row.url
    );
  },
  partner_mail: (row) => {
    const href = row.partner_mail ? safeHref(`mailto:${row.partner_mail}`) : undefined;
    return href ? <a href={href}>{row.partner_mail}</a> : row.partner_mail;
  },
};

/** I 3's deleted site, when the columns call fails: the table still shows, sortable as the seed's columns are. */
export const SPEC_COLUMNS: DeletedSitesColumn[] = [
  { field: 'site_id', title: 'ID сайта', sorting: true },
  { field: 'url', title: 'URL сайта', sorting: true },
  { field: 'partner_id', title: 'ID партнёра', sorting: true },
  { field: 'partner_mail', title: 'Email партнёра', sorting: true },
  { field: 'partner_status', title: 'Статус партнёра', sorting: true },
];
export const COLUMNS_FAILED = 'Колонки таблицы не загружены, показаны основные.';

/** Id columns: right-aligned numbers, wide enough for their two-word titles. */
const NUMERIC = new Set(['site_id', 'partner_id']);

/** The table's columns as the backend lists them (I 7: field, title, sorting). */
export function deletedSiteColumns(columns: DeletedSitesColumn[]): Column<DeletedSite>[] {
  return columns.map((c) => ({
    key: c.field,
    title: c.title,
    sortable: Boolean(c.sorting),
    render: CELLS[c.field],
    ...(NUMERIC.has(c.field) ? { align: 'end' as const, width: '7.5rem' } : {}),
  }));
}
