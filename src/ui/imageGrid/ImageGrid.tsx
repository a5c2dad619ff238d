import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { ImageGridStore } from '@core/imageGrid';
import type { CardParts } from './GridCard';
import { GridRows } from './GridRows';
import { columnsFor, GRID_GAP, rowGuess } from './gridLayout';
import './imageGrid.css';

export interface ImageGridProps<Row, K extends string | number> {
  grid: ImageGridStore<Row, K>;
  /** The grid's accessible name. */
  label: string;
  /** The picture and the name of a card. Stable (module-level or memoised): a new function re-renders every card. */
  parts(row: Row): CardParts;
  /** What the card shows under its picture (tags, figures), rendered inside the card's own observer. Stable, as `parts`. */
  body(row: Row): ReactNode;
  compact?: boolean;
  /** false: no checks on the cards (a grid without bulk actions, e.g. image statistics); the picture button takes the keyboard. Default true. */
  selectable?: boolean;
  /** Shown instead of the grid when there is no card (and the list has loaded). */
  empty?: ReactNode;
}

/** Rows beyond the view kept rendered above and below it (a key press or a short scroll finds them ready). */
const OVERSCAN_ROWS = 2;

/** Scrolls the window to the virtualizer's offset, unless it is there already (the virtualizer asks at start: no jump, and none in jsdom). */
function scrollWindow(offset: number, { adjustments = 0, behavior }: { adjustments?: number; behavior?: ScrollBehavior }): void {
  const top = offset + adjustments;
  if (Math.abs(window.scrollY - top) < 1) return;
  // 'instant' unless asked otherwise: Bootstrap makes the page's scrolling smooth, and a card the cursor jumps to must be there now.
  window.scrollTo({ top, behavior: behavior ?? 'instant' });
}

/** The list's top in document coordinates (the window virtualizer's scroll margin). */
const documentTop = (element: HTMLElement): number => Math.round(element.getBoundingClientRect().top + window.scrollY);

/**
 * The shared image grid, windowed: only the rows of cards in and near the view are in the DOM (padding
 * above and below keeps the page's height true), so a thousand loaded cards cost what forty do. The
 * window scrolls, as before. Keys: ← → one card, ↑ ↓ a row, Home / End, Space checks (or, without checks, opens), Enter opens the
 * large-image modal, on a roving tabindex; a cursor moved to a card not rendered scrolls its row in and
 * focuses the card as it mounts. When the cursor's card is scrolled away, the list itself takes the tab
 * stop and hands the focus to the card.
 */
function ImageGridView<Row, K extends string | number>({ grid, label, parts, body, compact = false, selectable = true, empty }: ImageGridProps<Row, K>) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const stops = useRef(new Map<number, HTMLElement>());
  /** A card the cursor went to before it was rendered: focused when its checkbox mounts. */
  const pendingFocus = useRef<number | null>(null);
  const register = useCallback((index: number, element: HTMLElement | null) => {
    if (element) {
      stops.current.set(index, element);
      // Not when the user has since gone elsewhere (a filter field): only a focus that is free or in the grid.
      const active = document.activeElement;
      const free = active === null || active === document.body || listRef.current?.contains(active) === true;
      if (pendingFocus.current === index && free) {
        pendingFocus.current = null;
        element.focus();
      }
      return;
    }
    const gone = stops.current.get(index);
    if (gone === undefined) return;
    // The focused card leaves the page (its row went out of the rendered range, e.g. a deferred range landing
    // after a key already focused it): when it comes back, it takes the focus back, so keys keep working.
    if (gone === document.activeElement) pendingFocus.current = index;
    stops.current.delete(index);
  }, []);

  const columns = grid.columns;
  const count = grid.count;
  const rowCount = Math.ceil(count / columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Rows not yet rendered are guessed as tall as the first one measured (cards of a view are alike): a
  // fixed guess would make the page grow as rows arrive, moving what is below the grid ('load more').
  // Kept per layout (view and columns): another layout has other rows.
  const layout = `${compact ? 'compact' : 'extended'}:${columns}`;
  const [typical, setTypical] = useState<{ layout: string; height: number } | null>(null);
  const typicalRow = typical?.layout === layout ? typical.height : null;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => typicalRow ?? rowGuess(compact),
    overscan: OVERSCAN_ROWS,
    gap: GRID_GAP,
    scrollMargin,
    scrollToFn: scrollWindow,
    // The first card of each row is measured (a grid row is as tall as its tallest card; cards stretch to it).
    indexAttribute: 'data-row',
  });


  // The columns that fit the list's width (measured; in jsdom there is none and the store's value stays), and
  // where the list starts on the page (what sits above it can change height: the toolbar wraps, a line appears;
  // the body's size changes with it). Read when sizes change, after layout, never forcing one.
  const measured = useCallback(
    (list: HTMLUListElement | null) => {
      listRef.current = list;
      if (!list) return undefined;
      const fit = () => {
        const n = columnsFor(list.clientWidth, list.classList.contains('image-grid-compact'));
        if (n > 0) grid.setColumns(n);
        const top = documentTop(list);
        setScrollMargin((was) => (was === top ? was : top));
      };
      fit();
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(fit);
      observer.observe(list);
      observer.observe(document.body);
      return () => {
        observer.disconnect();
        listRef.current = null;
      };
    },
    [grid],
  );
  // Another view or another number of columns: other rows, so the rows' measured heights no longer hold.
  useLayoutEffect(() => {
    const list = listRef.current;
    const n = list ? columnsFor(list.clientWidth, compact) : 0;
    if (n > 0) grid.setColumns(n);
    virtualizer.measure();
  }, [compact, columns, grid, virtualizer]);
  useLayoutEffect(() => {
    if (typicalRow !== null) virtualizer.measure();
  }, [typicalRow, virtualizer]);
  const measureRow = useCallback(
    (element: HTMLLIElement | null) => {
      virtualizer.measureElement(element);
      const height = element?.offsetHeight ?? 0;
      if (height > 0) setTypical((was) => (was?.layout === layout ? was : { layout, height }));
    },
    [virtualizer, layout],
  );

  /** Focus the cursor's card: at once when rendered (the browser scrolls it into view), else after scrolling its row in. */
  const focusCursor = useCallback(() => {
    const index = grid.cursor.index;
    const stop = stops.current.get(index);
    if (stop) {
      pendingFocus.current = null;
      stop.focus();
      return;
    }
    // Scrolled by hand to where the row should be (its estimate if not measured yet): the rows around it render, and
    // the card, once mounted, takes the focus and the browser brings it fully into view. (The virtualizer's own
    // scrollToIndex keeps steering to its target while the focus scrolls the window too: they fight.)
    // Meanwhile the list holds the focus: the card that had it may scroll out of the DOM, and keys pressed before
    // the new card mounts must still reach the grid (not fall to the page's body).
    pendingFocus.current = index;
    listRef.current?.focus({ preventScroll: true });
    const target = virtualizer.getOffsetForIndex(Math.floor(index / grid.columns), 'center');
    if (target) scrollWindow(target[0], {});
  }, [grid, virtualizer]);

  // The modal closed (it may have stepped far from where it opened): back to the cursor's card.
  useEffect(() => reaction(() => grid.focusRequests, focusCursor), [grid, focusCursor]);

  // The rows in and near the view. While the page scrolls they are deferred: the scroll is answered at once
  // with what is rendered, and React renders the new rows in slices it can interrupt (a transition), so even
  // a jump of a whole view per frame is no long task. Otherwise (a key, a load, a resize) they render at once.
  // The padding follows the rows actually rendered, so the page never jumps.
  const items = virtualizer.getVirtualItems();
  const wanted = items.length > 0 ? `${items[0].index}:${items[items.length - 1].index}` : '';
  const deferred = useDeferredValue(wanted);
  const shown = virtualizer.isScrolling ? deferred : wanted;

  if (count === 0) return <>{empty}</>;

  const [fromRow, toRow] = shown ? shown.split(':').map(Number) : [0, -1];
  const measurements = virtualizer.measurementsCache;
  const first = measurements[fromRow];
  const last = measurements[Math.min(toRow, rowCount - 1)];
  const before = first ? Math.max(0, first.start - scrollMargin) : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;
  const cursorRow = Math.floor(grid.cursor.index / columns);
  const cursorRendered = first !== undefined && cursorRow >= fromRow && cursorRow <= toRow;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => grid.move(1),
      ArrowLeft: () => grid.move(-1),
      ArrowDown: () => grid.moveRows(1),
      ArrowUp: () => grid.moveRows(-1),
      Home: () => grid.moveTo(0),
      End: () => grid.moveTo(grid.count - 1),
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      grid.open();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
    focusCursor();
  };
  // The list is the tab stop only while the cursor's card is scrolled away (else focusable from code only, -1);
  // arriving on it goes on to the card.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (event.target === event.currentTarget) focusCursor();
  };

  return (
    <ul
      ref={measured}
      className={`image-grid${compact ? ' image-grid-compact' : ''}`}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, paddingTop: before, paddingBottom: after }}
      aria-label={label}
      tabIndex={cursorRendered ? -1 : 0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <GridRows
        grid={grid}
        fromRow={fromRow}
        toRow={Math.min(toRow, rowCount - 1)}
        columns={columns}
        count={count}
        measureRow={measureRow}
        parts={parts}
        body={body}
        register={register}
        selectable={selectable}
      />
    </ul>
  );
}

export const ImageGrid = observer(ImageGridView) as <Row, K extends string | number>(props: ImageGridProps<Row, K>) => ReactNode;
