import type { ReactNode } from 'react';
import { VirtualRows } from '../VirtualRows';
import { SORTABLE_WINDOW, type SortableItem } from './sortableTypes';

/**
 * The rows of a sortable table: all of them, or (windowed, thousands of rows) the ones in view inside the
 * table's VirtualScroller; each windowed row says its place (aria-rowindex: the header is row 1).
 */
export function SortableBody({ items, windowed, colSpan, render }: { items: SortableItem[]; windowed: boolean; colSpan: number; render: (item: SortableItem, rowIndex?: number) => ReactNode }) {
  return (
    <tbody>
      {windowed ? (
        <VirtualRows rows={items} rowHeight={SORTABLE_WINDOW.rowHeight} height={SORTABLE_WINDOW.height} colSpan={colSpan} render={(item, index) => render(item, index + 2)} />
      ) : (
        items.map((item) => render(item))
      )}
    </tbody>
  );
}
