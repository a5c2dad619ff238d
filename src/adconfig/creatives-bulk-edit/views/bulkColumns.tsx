import { sitePath } from '@core/basePath';
import { formatDate } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { BulkCreative } from '../api';

/** A 2: the creative's settings ({urlPath}/creatives/settings/?id=) open in a new tab, so the search stays. */
function SettingsLink({ row, urlPath }: { row: BulkCreative; urlPath: string }) {
  return (
    <a href={sitePath(`/creatives/settings/?id=${row.creative_id}`, urlPath)} target="_blank" rel="noopener noreferrer">
      {row.name || `#${row.creative_id}`}
      <span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
}

/** The default columns of A 2: ID, name, campaign ID, start and end date. */
export function bulkColumns(urlPath: string): Column<BulkCreative>[] {
  return [
    { key: 'creative_id', title: 'ID', align: 'end', width: '6rem' },
    { key: 'name', title: 'Название', render: (row) => <SettingsLink row={row} urlPath={urlPath} /> },
    { key: 'campaign_id', title: 'ID кампании', align: 'end', width: '8rem' },
    { key: 'limit_date_begin', title: 'Дата начала', width: '8rem', render: (row) => formatDate(row.limit_date_begin) },
    { key: 'limit_date_end', title: 'Дата окончания', width: '9rem', render: (row) => formatDate(row.limit_date_end) },
  ];
}
