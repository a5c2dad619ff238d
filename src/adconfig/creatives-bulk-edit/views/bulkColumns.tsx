import { sitePath } from '@core/basePath';
import { formatDate, formatNumber, formatPercent } from '@core/format';
import type { ReportColumn } from '@core/report/columns';
import type { Column } from '@ui/DataTable';
import type { BulkCreative } from '../api';
import { LIMITS, type LimitKey } from '../params';
import { STATUS_LABELS } from '../texts';

/** A 2: the creative's settings ({urlPath}/creatives/settings/?id=) open in a new tab, so the search stays. */
function SettingsLink({ row, urlPath }: { row: BulkCreative; urlPath: string }) {
  return (
    <a href={sitePath(`/creatives/settings/?id=${row.creative_id}`, urlPath)} target="_blank" rel="noopener noreferrer">
      {row.name || `#${row.creative_id}`}
      <span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
}

/** A limit as ru-RU writes it, a percent of the campaign with its sign; none: empty. */
function limitText(row: BulkCreative, key: LimitKey): string {
  const { value, percent } = row.limits[key];
  if (value === null) return '';
  return percent ? formatPercent(value) : formatNumber(value);
}

type Cell = Omit<Column<BulkCreative>, 'key' | 'title'>;

function cellsOf(urlPath: string): Record<string, Cell> {
  const limits = Object.fromEntries(LIMITS.map(([key]): [string, Cell] => [key, { align: 'end', render: (row) => limitText(row, key) }]));
  return {
    creative_id: { align: 'end', width: '6rem' },
    name: { render: (row) => <SettingsLink row={row} urlPath={urlPath} /> },
    campaign_id: { align: 'end', width: '8rem' },
    limit_date_begin: { width: '8rem', render: (row) => formatDate(row.limit_date_begin) },
    limit_date_end: { width: '9rem', render: (row) => formatDate(row.limit_date_end) },
    status: { render: (row) => STATUS_LABELS[row.status] ?? row.status },
    ...limits,
    comment: { render: (row) => row.comment },
  };
}

/** The columns the operator chose (A 2's default ones until then), in the chosen order. */
export function bulkColumns(shown: readonly ReportColumn[], urlPath: string): Column<BulkCreative>[] {
  const cells = cellsOf(urlPath);
  return shown.flatMap((c) => (cells[c.field] ? [{ key: c.field, title: c.title, ...cells[c.field] }] : []));
}
