import { formatNumber } from '@core/format';
import type { Column } from '@ui/DataTable';
import { StatusBadge } from '@ui/StatusBadge';
import type { TaskRow } from '../api';
import { taskLinkLabel, TEXTS } from '../texts';

const count = (n: number | null): string => (n === null ? '—' : formatNumber(n, 0));

/** I 2.2: the name links to {current path}/{id}; the status is a badge (name and colour). */
export function taskColumns(hrefOf: (id: number) => string): Column<TaskRow>[] {
  const c = TEXTS.columns;
  return [
    { key: 'id', title: c.id, align: 'end', width: '5rem' },
    { key: 'name', title: c.name, render: ({ task }) => <a href={hrefOf(task.id)}>{taskLinkLabel(task.name, task.id)}</a> },
    { key: 'search_query', title: c.query, render: ({ task }) => task.search_query },
    { key: 'limit_qty', title: c.limit, align: 'end', width: '6rem', render: ({ task }) => count(task.limit_qty) },
    { key: 'found_qty', title: c.found, align: 'end', width: '6rem', render: ({ task }) => count(task.found_qty) },
    { key: 'status', title: c.status, width: '9rem', render: ({ task }) => <StatusBadge {...task.status} /> },
    { key: 'author', title: c.author, width: '12rem', render: ({ task }) => task.author || <span className="text-body-secondary">{TEXTS.unknownAuthor}</span> },
  ];
}
