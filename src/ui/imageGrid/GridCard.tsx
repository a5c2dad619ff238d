import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ImageGridStore } from '@core/imageGrid';
import { safeImageSrc } from '@core/imageGrid';

export interface CardParts {
  /** The picture's address (from the server: only http(s), site paths and data:image pass). */
  src: string | null;
  /** The card's name: the checkbox says 'Выбрать {name}', the picture 'Открыть {name}'. */
  name: string;
}

interface GridCardProps<Row, K extends string | number> {
  grid: ImageGridStore<Row, K>;
  row: Row;
  index: number;
  /** The row of the grid the card sits in (the virtualizer's item), and how many cards are loaded (for screen readers). */
  line: number;
  setSize: number;
  /** The virtualizer's measure, on the first card of a row (a grid row is as tall as that card, stretched). */
  measure?: (element: HTMLLIElement | null) => void;
  parts(row: Row): CardParts;
  body(row: Row): ReactNode;
  register(index: number, element: HTMLElement | null): void;
  /** Without checks (a grid with no bulk action): the picture button is the card's tab stop. */
  selectable: boolean;
}

/**
 * One card: its own observer, reading only its own cursor mark and check (tracked per index and
 * per key), so moving the cursor or checking a card re-renders one or two cards, never the grid.
 * The checkbox is the card's roving tab stop: Space checks it natively, Enter opens the modal (without
 * checks, the picture button is: Enter or Space opens the modal).
 */
function GridCardView<Row, K extends string | number>({ grid, row, index, line, setSize, measure, parts, body, register, selectable }: GridCardProps<Row, K>) {
  const key = grid.keyOf(row);
  const atCursor = grid.cursor.isAt(index);
  const checked = grid.selection.has(key);
  const { src: raw, name } = parts(row);
  const src = safeImageSrc(raw);
  return (
    <li className={`image-grid-card card${atCursor ? ' is-cursor' : ''}${checked ? ' is-selected' : ''}`} data-index={index} data-row={line} ref={measure} aria-posinset={index + 1} aria-setsize={setSize}>
      {selectable && (
        <input
          ref={(element) => register(index, element)}
          type="checkbox"
          className="form-check-input image-grid-check"
          aria-label={`Выбрать ${name}`}
          checked={checked}
          tabIndex={atCursor ? 0 : -1}
          onChange={(e) => grid.selection.toggle(key, e.target.checked)}
          onFocus={() => grid.moveTo(index)}
        />
      )}
      <button
        ref={selectable ? undefined : (element) => register(index, element)}
        type="button"
        className="image-grid-open"
        tabIndex={!selectable && atCursor ? 0 : -1}
        aria-label={`Открыть ${name}`}
        onClick={() => grid.open(index)}
        onFocus={selectable ? undefined : () => grid.moveTo(index)}
      >
        {src ? <img src={src} alt="" loading="lazy" decoding="async" /> : <span className="small text-body-secondary">Нет изображения</span>}
      </button>
      <div className="card-body p-2 small">{body(row)}</div>
    </li>
  );
}

export const GridCard = observer(GridCardView) as <Row, K extends string | number>(props: GridCardProps<Row, K>) => ReactNode;
