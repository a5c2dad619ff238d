import type { ReactNode } from 'react';
import { formatDateTime, formatNumber } from '@core/format';
import { safeHref } from '@core/safeUrl';
import type { Column } from '@ui/DataTable';
import { StatusBadge, statusBadge, type StatusBadgeProps } from '@ui/StatusBadge';
import type { ColumnSpec, MixTask } from '../api';

/** A 4: the task statuses, named as operators say them. */
export const MIX_STATUS_BADGES: Record<string, StatusBadgeProps> = {
  new: { text: 'Новая', variant: 'info' },
  processing: { text: 'В работе', variant: 'warning' },
  archive: { text: 'В архиве', variant: 'dark' },
};

/** The columns when the answer names none. */
const DEFAULT_COLUMNS: ColumnSpec[] = [
  { field: 'id', title: 'ID' },
  { field: 'name', title: 'Название' },
  { field: 'status', title: 'Статус' },
];

const plain = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const limit = (value: number | null): string => (value === null ? '' : formatNumber(value, 0));

/** Known fields: how a cell shows and how wide its column is (numbers right-aligned, dates d.m.Y H:i). */
const CELLS: Partial<Record<string, (editUrl: (id: number) => string) => Omit<Column<MixTask>, 'key' | 'title'>>> = {
  id: () => ({ align: 'end', width: '4.5rem' }),
  name: (editUrl) => ({ render: (row) => <a href={safeHref(editUrl(row.id))}>{row.name || `Задача №${row.id}`}</a> }),
  status: () => ({ render: (row): ReactNode => <StatusBadge {...statusBadge(row.status, MIX_STATUS_BADGES)} />, width: '7rem' }),
  to_mix: () => ({ render: (row) => limit(row.to_mix), align: 'end', width: '7rem' }),
  to_mix_daily: () => ({ render: (row) => limit(row.to_mix_daily), align: 'end', width: '7rem' }),
  created: () => ({ render: (row) => formatDateTime(plain(row.created)), width: '10.5rem' }),
  updated: () => ({ render: (row) => formatDateTime(plain(row.updated)), width: '10.5rem' }),
};

/** The table's columns as the answer names them; the name links to the task's form, the status is a badge. */
export function mixTaskColumns(specs: ColumnSpec[], editUrl: (id: number) => string): Column<MixTask>[] {
  return (specs.length ? specs : DEFAULT_COLUMNS).map((c) => ({ key: c.field, title: c.title, ...CELLS[c.field]?.(editUrl) }));
}
