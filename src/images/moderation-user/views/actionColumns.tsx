import { formatDateTime } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { LogEntry } from '@images/shared/moderationLog/logEntry';
import { imageHistoryHref } from '@images/shared/moderationLog/links';
import type { TagList } from '@images/shared/tags';
import { TagStateView } from '@images/shared/moderationLog/TagStateView';
import { LOG_TEXT } from '@images/shared/moderationLog/texts';
import { TEXT } from '../texts';

/** The actions tab's columns: when, which image (its history), its tags before and after. */
export function actionColumns(names: TagList, urlPath: string): Column<LogEntry>[] {
  return [
    { key: 'created', title: TEXT.columns.created, width: '10rem', render: (row) => formatDateTime(row.created) },
    {
      key: 'image_id',
      title: TEXT.columns.image,
      width: '10rem',
      render: (row) => (row.image_id === null ? '' : <a href={imageHistoryHref(row.image_id, urlPath)}>{LOG_TEXT.historyOf(row.image_id)}</a>),
    },
    { key: 'before', title: LOG_TEXT.before, render: (row) => <TagStateView state={row.before} names={names} /> },
    { key: 'after', title: LOG_TEXT.after, render: (row) => <TagStateView state={row.after} names={names} compareTo={row.before} /> },
  ];
}
