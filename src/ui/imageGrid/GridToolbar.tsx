import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ImageGridStore } from '@core/imageGrid';

export const GRID_TOOLBAR_TEXT = {
  selectAll: 'Выбрать все',
  selected: 'Выбрано:',
  compact: 'Компактный вид',
} as const;

export interface GridToolbarProps<Row, K extends string | number> {
  grid: ImageGridStore<Row, K>;
  compact: boolean;
  onCompact(compact: boolean): void;
  /** The screen's own controls (sort selector, paginator). */
  children?: ReactNode;
}

/** I 2.1 header: select all (of the loaded cards, indeterminate when some are), the count checked, compact / extended view. */
function GridToolbarView<Row, K extends string | number>({ grid, compact, onCompact, children }: GridToolbarProps<Row, K>) {
  const all = useRef<HTMLInputElement>(null);
  const some = grid.someSelected;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <div className="form-check mb-0">
        <input ref={all} id="image-grid-all" type="checkbox" className="form-check-input" checked={grid.allSelected} onChange={grid.toggleAll} disabled={grid.count === 0} />
        <label className="form-check-label" htmlFor="image-grid-all">
          {GRID_TOOLBAR_TEXT.selectAll}
        </label>
      </div>
      <span className="small text-body-secondary" aria-live="polite">
        {GRID_TOOLBAR_TEXT.selected} {grid.selection.size}
      </span>
      <div className="form-check form-switch mb-0">
        <input id="image-grid-compact" type="checkbox" role="switch" className="form-check-input" checked={compact} onChange={(e) => onCompact(e.target.checked)} />
        <label className="form-check-label" htmlFor="image-grid-compact">
          {GRID_TOOLBAR_TEXT.compact}
        </label>
      </div>
      {children}
    </div>
  );
}

export const GridToolbar = observer(GridToolbarView) as <Row, K extends string | number>(props: GridToolbarProps<Row, K>) => ReactNode;
