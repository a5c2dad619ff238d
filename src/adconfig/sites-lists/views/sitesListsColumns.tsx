import { formatDateTime, formatNumber } from '@core/format';
import type { Column } from '@ui/DataTable';
import { StatusBadge, statusBadge } from '@ui/StatusBadge';
import type { SitesListRow } from '../api';
import type { SitesListsStore } from '../SitesListsStore';
import { SitesListActions, type SitesListLinks } from './SitesListActions';

/** A 2: ID, status, name, sites count, created, updated, modified by user (all sortable), then the actions. */
export function sitesListsColumns(store: SitesListsStore, links: SitesListLinks): Column<SitesListRow>[] {
  const actions = store.permissions.update || store.permissions.export || store.permissions.destroy;
  const columns: Column<SitesListRow>[] = [
    { key: 'id', title: 'ID', sortable: true, align: 'end', width: '5rem' },
    { key: 'status', title: 'Статус', sortable: true, render: (row) => <StatusBadge {...statusBadge(row.status)} /> },
    { key: 'name', title: 'Название', sortable: true },
    { key: 'sites_count', title: 'Количество сайтов', sortable: true, align: 'end', render: (row) => formatNumber(row.sites_count, 0) },
    { key: 'created', title: 'Создан', sortable: true, render: (row) => formatDateTime(row.created) },
    { key: 'updated', title: 'Обновлён', sortable: true, render: (row) => formatDateTime(row.updated) },
    { key: 'modified', title: 'Кем изменён', sortable: true },
  ];
  if (actions) columns.push({ key: 'actions', title: 'Действия', render: (row) => <SitesListActions row={row} store={store} links={links} /> });
  return columns;
}
