import { elementScroll, observeElementOffset, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '@core/slices';

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
 * The virtualizer's view of its scroll box, for every windowed table. Nothing is read on mount: the
 * virtualizer starts from the box's max height (its `initialRect`), which is what a box of thousands of
 * rows measures, and a ResizeObserver reports the real size once the browser has laid the page out
 * (reading it here, inside React's commit, would force a synchronous layout of the whole page).
 */
export function observeScrollBox(height: number) {
  return (instance: { scrollElement: Element | null }, cb: (rect: { width: number; height: number }) => void): (() => void) | undefined => {
    const el = instance.scrollElement;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const box = entry.borderBoxSize?.[0];
      const width = box ? box.inlineSize : entry.contentRect.width;
      const boxHeight = box ? box.blockSize : entry.contentRect.height;
      cb({ width: Math.round(width) || 1000, height: Math.round(boxHeight) || height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  };
}

/** Scroll boxes that have moved (the user scrolled them, or the window did): until then a box is at its top. */
const moved = new WeakSet<Element>();

/**
 * The virtualizer scrolls its box to where it thinks it is as it finds the box, inside React's commit:
 * for a box that never moved that is its top, a no-op that would still force a synchronous layout.
 */
const scrollBox: typeof elementScroll = (offset, options, instance) => {
  const el = instance.scrollElement;
  if (!el) return;
  if (offset + (options.adjustments ?? 0) === 0 && !moved.has(el)) return;
  moved.add(el);
  elementScroll(offset, options, instance);
};

/** The virtualizer's scroll listener, and a note that the box has moved once it scrolls. */
function followScroll(instance: Virtualizer<Element, Element>, cb: (offset: number, isScrolling: boolean) => void): (() => void) | undefined {
  const el = instance.scrollElement;
  const mark = () => {
    if (el) moved.add(el);
  };
  el?.addEventListener('scroll', mark, { passive: true });
  const stop = observeElementOffset(instance, cb);
  return () => {
    el?.removeEventListener('scroll', mark);
    stop?.();
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
    observeElementOffset: followScroll,
    scrollToFn: scrollBox,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return { virtualizer, items, before, after };
}

/** What the window needs of its scroll box: the first row at its top, and how many rows it shows. */
interface BoxView {
  first: number;
  rows: number;
}

/**
 * The window over `count` rows of one known height, for the windowed table: which rows are in view is
 * arithmetic on the box's scroll offset, so 100 000 rows cost nothing per render (the general virtualizer
 * measures every row again whenever the count changes: each filter keystroke). Nothing is read in
 * React's commit: the box's height comes from its ResizeObserver, its offset from its scroll events;
 * until the first report the box's max height stands in (the size of a box of thousands of rows).
 */
export function useFixedWindow(count: number, scrollRef: RefObject<Element | null> | null, rowHeight: number, height: number, overscan = 10) {
  const [view, setView] = useState<BoxView>(() => ({ first: 0, rows: Math.ceil(height / rowHeight) }));
  // The first frame draws the rows in view and no more (issue 45: each row is style, layout and paint before the first
  // paint); the rows around them come once it is painted. A list that fits its box has none: no second render for it.
  const [painted, setPainted] = useState(false);
  const more = count > view.rows;
  useEffect(() => {
    if (!more || painted) return undefined;
    let live = true;
    void afterPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, [more, painted]);
  useEffect(() => {
    const el = scrollRef?.current;
    if (!el) return undefined;
    const update = (next: Partial<BoxView>) => setView((v) => ((next.first ?? v.first) === v.first && (next.rows ?? v.rows) === v.rows ? v : { ...v, ...next }));
    // Read in the scroll event (the page is laid out by then); drawn at once, so a fast scroll shows no blank rows.
    const onScroll = () => flushSync(() => update({ first: Math.floor(el.scrollTop / rowHeight) }));
    el.addEventListener('scroll', onScroll, { passive: true });
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver((entries) => {
        const entry = entries[entries.length - 1];
        const boxHeight = Math.round(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height) || height;
        update({ rows: Math.ceil(boxHeight / rowHeight) });
      });
      observer.observe(el);
    }
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, rowHeight, height]);
  // A list cut short while scrolled down (a filter): its last rows, until the browser's scroll event follows.
  const first = Math.min(view.first, Math.max(0, count - view.rows));
  const margin = painted ? overscan : 0;
  const start = Math.max(0, first - margin);
  const end = Math.min(count, first + view.rows + margin);
  return { start, end, before: start * rowHeight, after: Math.max(0, count - end) * rowHeight };
}

export function VirtualRows<Row>(props: {
  rows: Row[];
  rowHeight: number;
  height: number;
  colSpan: number;
  render: (row: Row, index: number) => ReactNode;
}) {
  const scrollRef = useContext(ScrollContext);
  const { start, end, before, after } = useFixedWindow(props.rows.length, scrollRef, props.rowHeight, props.height);
  const shown: ReactNode[] = [];
  for (let i = start; i < end; i++) shown.push(props.render(props.rows[i], i));
  return (
    <>
      {before > 0 && (
        <tr aria-hidden="true" style={{ height: before }}>
          <td colSpan={props.colSpan} className="p-0 border-0" />
        </tr>
      )}
      {shown}
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
