import { formatDateTime, formatNumber } from '@core/format';
import type { Column } from '@ui/DataTable';
import { userImagesHref } from '@images/shared/moderationLog/links';
import { LOG_TEXT } from '@images/shared/moderationLog/texts';
import type { UserStat } from '../api';
import { TEXT } from '../texts';

const count = (n: number | null): string => (n === null ? '' : formatNumber(n, 0));

/** The table's columns; the user links to their moderation page (I 2.5). */
export function userColumns(urlPath: string): Column<UserStat>[] {
  return [
    { key: 'user_id', title: TEXT.columns.user_id, sortable: true, align: 'end', width: '9rem' },
    {
      key: 'user_login',
      title: TEXT.columns.user_login,
      sortable: true,
      render: (row) => <a href={userImagesHref(row.user_id, urlPath)}>{row.user_login || LOG_TEXT.unknownUser}</a>,
    },
    { key: 'images', title: TEXT.columns.images, sortable: true, align: 'end', width: '9rem', render: (row) => count(row.images) },
    { key: 'actions', title: TEXT.columns.actions, sortable: true, align: 'end', width: '9rem', render: (row) => count(row.actions) },
    { key: 'last_action', title: TEXT.columns.last_action, sortable: true, width: '12rem', render: (row) => formatDateTime(row.last_action) },
  ];
}
