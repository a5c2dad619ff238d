import { formatDateTime, formatNumber } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { DomainVersion } from '../api';

const count = (value: number | null): string => (value === null ? '' : formatNumber(value, 0));

/** A 3: ID, created, updated, who changed it, and the totals of its domains; status and actions follow (CrudTable). */
export function versionColumns(): Column<DomainVersion>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '5rem' },
    { key: 'created', title: 'Создана', render: (row) => formatDateTime(row.created) },
    { key: 'updated', title: 'Изменена', render: (row) => formatDateTime(row.updated) },
    { key: 'owner_login', title: 'Автор' },
    { key: 'displayed_t', title: 'Показы', align: 'end', render: (row) => count(row.displayed_t) },
    { key: 'clicked_t', title: 'Клики', align: 'end', render: (row) => count(row.clicked_t) },
  ];
}
