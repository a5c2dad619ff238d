import { formatDateTime } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { LogEntry } from '@images/shared/moderationLog/logEntry';
import { userImagesHref } from '@images/shared/moderationLog/links';
import type { TagList } from '@images/shared/tags';
import { TagStateView } from '@images/shared/moderationLog/TagStateView';
import { LOG_TEXT } from '@images/shared/moderationLog/texts';
import { TEXT } from '../texts';

/** Each change with its date, its user (a link to their moderation) and the tags before and after. */
export function changeColumns(names: TagList, urlPath: string): Column<LogEntry>[] {
  return [
    { key: 'created', title: TEXT.columns.created, width: '10rem', render: (row) => formatDateTime(row.created) },
    {
      key: 'user_login',
      title: TEXT.columns.user,
      width: '12rem',
      render: (row) => {
        const login = row.user_login || LOG_TEXT.unknownUser;
        return row.user_id === null ? login : <a href={userImagesHref(row.user_id, urlPath)}>{login}</a>;
      },
    },
    { key: 'before', title: LOG_TEXT.before, render: (row) => <TagStateView state={row.before} names={names} /> },
    { key: 'after', title: LOG_TEXT.after, render: (row) => <TagStateView state={row.after} names={names} compareTo={row.before} /> },
  ];
}
