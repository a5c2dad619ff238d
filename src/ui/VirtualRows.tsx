import { useVirtualizer } from '@tanstack/react-virtual';
import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';

/* Windowing: only the rows in view are in the DOM; spacer rows keep the scroll height true. */
const ScrollContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

export function VirtualScroller({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="table-scroll" style={{ maxHeight: height }} tabIndex={0} role="region" aria-label="Прокручиваемая таблица">
      <ScrollContext.Provider value={ref}>{children}</ScrollContext.Provider>
    </div>
  );
}

/**
 * The virtualizer's view of its scroll box, for every windowed table: before layout (and in jsdom) the
 * box has no size yet, so its max height stands in; a ResizeObserver follows it where there is one.
 */
export function observeScrollBox(height: number) {
  return (instance: { scrollElement: Element | null }, cb: (rect: { width: number; height: number }) => void): (() => void) | undefined => {
    const el = instance.scrollElement;
    if (!el) return undefined;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      cb({ width: rect.width || 1000, height: rect.height || height });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  };
}

/**
 * The window over `count` items of about `itemHeight` in a scroll box of at most `height`: the items in
 * view, and the space before and after them that spacers keep. Before layout (and in jsdom) the box has
 * no size yet: its max height stands in.
 */
export function useWindow(
  count: number,
  getScrollElement: () => Element | null,
  itemHeight: number | ((index: number) => number),
  height: number,
  options: { getItemKey?: (index: number) => string | number; overscan?: number } = {},
) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: typeof itemHeight === 'number' ? () => itemHeight : itemHeight,
    getItemKey: options.getItemKey,
    overscan: options.overscan ?? 10,
    initialRect: { width: 1000, height },
    observeElementRect: observeScrollBox(height),
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return { virtualizer, items, before, after };
}

export function VirtualRows<Row>(props: {
  rows: Row[];
  rowHeight: number;
  height: number;
  colSpan: number;
  render: (row: Row, index: number) => ReactNode;
}) {
  const scrollRef = useContext(ScrollContext);
  const { items, before, after } = useWindow(props.rows.length, () => scrollRef?.current ?? null, props.rowHeight, props.height);
  return (
    <>
      {before > 0 && (
        <tr aria-hidden="true" style={{ height: before }}>
          <td colSpan={props.colSpan} className="p-0 border-0" />
        </tr>
      )}
      {items.map((item) => props.render(props.rows[item.index], item.index))}
      {after > 0 && (
        <tr aria-hidden="true" style={{ height: after }}>
          <td colSpan={props.colSpan} className="p-0 border-0" />
        </tr>
      )}
    </>
  );
}

/**
 * A windowed <ul> in its own scroll box (a list of thousands: tags, names): only the items in view are
 * drawn, spacer items keep the scroll height true; the box takes keyboard focus so the arrows scroll it.
 */
export function VirtualList<Item>(props: {
  items: Item[];
  itemHeight: number;
  height: number;
  className?: string;
  labelledBy?: string;
  render: (item: Item, index: number) => ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const { items, before, after } = useWindow(props.items.length, () => ref.current, props.itemHeight, props.height);
  return (
    <ul ref={ref} className={props.className} aria-labelledby={props.labelledBy} tabIndex={0} style={{ maxHeight: props.height, overflowY: 'auto' }}>
      {before > 0 && <li aria-hidden="true" className="border-0 p-0" style={{ height: before }} />}
      {items.map((item) => props.render(props.items[item.index], item.index))}
      {after > 0 && <li aria-hidden="true" className="border-0 p-0" style={{ height: after }} />}
    </ul>
  );
}
