import { observer } from 'mobx-react-lite';
import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ImageGridStore } from '../../core/imageGrid';
import { GridCard, type CardParts } from './GridCard';
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
  /** Shown instead of the grid when there is no card (and the list has loaded). */
  empty?: ReactNode;
}

/** How many cards the first row holds, from their offsets (the CSS grid decides the columns). */
function measureColumns(list: HTMLElement): number {
  const cards = list.children;
  if (cards.length === 0) return 1;
  const top = (cards[0] as HTMLElement).offsetTop;
  let n = 1;
  while (n < cards.length && (cards[n] as HTMLElement).offsetTop === top) n += 1;
  return n;
}

/**
 * The shared image grid: cards with a check each, a keyboard cursor (← → one card, ↑ ↓ a row, Home /
 * End, Space checks, Enter opens the large-image modal) on a roving tabindex, the focus following the
 * cursor in O(1) (each card registers its tab stop by index).
 */
function ImageGridView<Row, K extends string | number>({ grid, label, parts, body, compact = false, empty }: ImageGridProps<Row, K>) {
  const stops = useRef(new Map<number, HTMLInputElement>());
  const register = useCallback((index: number, element: HTMLInputElement | null) => {
    if (element) stops.current.set(index, element);
    else stops.current.delete(index);
  }, []);
  // The list mounts with its first cards (not before): measure the columns then, and on every resize.
  const measured = useCallback(
    (list: HTMLUListElement | null) => {
      if (!list || typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(() => grid.setColumns(measureColumns(list)));
      observer.observe(list);
      return () => observer.disconnect();
    },
    [grid],
  );

  const rows = grid.list.rows;
  if (rows.length === 0) return <>{empty}</>;

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
    // Focusing scrolls the card into view (the browser's own, nearest edge).
    stops.current.get(grid.cursor.index)?.focus();
  };

  return (
    <ul ref={measured} className={`image-grid${compact ? ' image-grid-compact' : ''}`} aria-label={label} onKeyDown={onKeyDown}>
      {rows.map((row, index) => (
        <GridCard key={String(grid.keyOf(row))} grid={grid} row={row} index={index} parts={parts} body={body} register={register} />
      ))}
    </ul>
  );
}

export const ImageGrid = observer(ImageGridView) as <Row, K extends string | number>(props: ImageGridProps<Row, K>) => ReactNode;
