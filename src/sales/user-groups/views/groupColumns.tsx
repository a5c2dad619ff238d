import { formatDateTime, formatNumber } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { UserGroup } from '../api';
import type { UserGroupsStore } from '../UserGroupsStore';
import { TEXTS } from '../texts';

/** S 2: name, project, member count (ru-RU: '1 200'), created and modified as d.m.Y H:i; the actions follow (CrudTable). */
export function groupColumns(store: UserGroupsStore): Column<UserGroup>[] {
  const { columns } = TEXTS;
  return [
    { key: 'name', title: columns.name },
    { key: 'organization_name', title: columns.project, width: '12rem', render: (row) => store.projectName(row) },
    { key: 'members', title: columns.members, align: 'end', width: '7rem', render: (row) => formatNumber(row.users.length, 0) },
    { key: 'created', title: columns.created, width: '10.5rem', render: (row) => formatDateTime(row.created) },
    { key: 'updated', title: columns.updated, width: '10.5rem', render: (row) => formatDateTime(row.updated) },
  ];
}
