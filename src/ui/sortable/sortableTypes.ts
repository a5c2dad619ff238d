import type { ReactNode } from 'react';

export interface SortableColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
  width?: string;
  /** The header cell's content instead of `title` (a control in it: a column's toggle-all); `title` stays its name. */
  header?: ReactNode;
}

/** A row as drawn: its id, its name (the handle's label 'Перетащить {name}', the announcements) and its cells. */
export interface SortableItem {
  id: number;
  name: string;
  cells: { key: string; className?: string; content: ReactNode }[];
}

/** What both the static rows and the draggable ones draw (not generic: the lazy half takes drawn rows). */
export interface SortableRowsProps {
  items: SortableItem[];
  /** The user dropped `activeId` where `overId` was. */
  onMove: (activeId: number, overId: number) => void;
  /** No moves now (a save in flight). */
  disabled?: boolean;
  /** Only the rows in view are drawn (inside the table's VirtualScroller). */
  windowed?: boolean;
}

/** Above this many rows the table is windowed (as DataTable): a scroll box of this height, rows of about this height. */
export const SORTABLE_WINDOW = { above: 300, height: 600, rowHeight: 41 } as const;

export const SORTABLE_TEXT = {
  handleTitle: 'Порядок',
  handle: (name: string) => `Перетащить ${name}`,
} as const;

export const cellClass = (align: SortableColumn<unknown>['align']): string | undefined => (align && align !== 'start' ? `text-${align}` : undefined);
