import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ImageGridStore } from '@core/imageGrid';
import { GridCard, type CardParts } from './GridCard';

interface GridRowsProps<Row, K extends string | number> {
  grid: ImageGridStore<Row, K>;
  /** The grid rows rendered (inclusive); the cards of the others are padding. */
  fromRow: number;
  toRow: number;
  columns: number;
  count: number;
  measureRow(element: HTMLLIElement | null): void;
  parts(row: Row): CardParts;
  body(row: Row): ReactNode;
  register(index: number, element: HTMLElement | null): void;
  selectable: boolean;
}

/**
 * The cards of the rendered rows. Its own observer (memoised by its props), so a scroll that has not yet
 * changed the rendered range, or a cursor move, does not touch the cards.
 */
function GridRowsView<Row, K extends string | number>({ grid, fromRow, toRow, columns, count, measureRow, parts, body, register, selectable }: GridRowsProps<Row, K>) {
  const cards: ReactNode[] = [];
  for (let line = fromRow; line <= toRow; line += 1) {
    const start = line * columns;
    const end = Math.min(start + columns, count);
    for (let index = start; index < end; index += 1) {
      const row = grid.list.rows[index];
      if (row === undefined) continue;
      cards.push(
        <GridCard
          key={String(grid.keyOf(row))}
          grid={grid}
          row={row}
          index={index}
          line={line}
          setSize={count}
          measure={index === start ? measureRow : undefined}
          parts={parts}
          body={body}
          register={register}
          selectable={selectable}
        />,
      );
    }
  }
  return <>{cards}</>;
}

export const GridRows = observer(GridRowsView) as <Row, K extends string | number>(props: GridRowsProps<Row, K>) => ReactNode;
