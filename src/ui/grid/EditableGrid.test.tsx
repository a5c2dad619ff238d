import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { ChangeSet } from '@core/grid/ChangeSet';
import { EditableGrid, type GridCell, type GridColumn, type GridRow } from './EditableGrid';

const ROWS: GridRow[] = [{ key: '1', title: 'Иванов' }];
const COLUMNS: GridColumn[] = [
  { key: 'mode', title: 'Режим', kind: 'text' },
  { key: 'coefficient', title: 'Коэффициент', width: '7rem' },
  { key: 'plan', title: 'План пресейлов' },
];
const cell = (_row: GridRow, column: GridColumn): GridCell<string> =>
  column.key === 'plan' ? { kind: 'text', text: () => '1 500,00' } : column.key === 'mode' ? { kind: 'select', key: 'mode', choices: () => [{ value: 'cpm', title: 'CPM' }] } : { kind: 'input', key: 'k' };

function grid(maxHeight?: number) {
  const changes = new ChangeSet<string, string>({ empty: '' });
  changes.load([['k', '1.5']]);
  return render(<EditableGrid caption="Пресейлы" corner="Менеджер" rows={ROWS} columns={COLUMNS} cell={cell} changes={changes} onSave={() => undefined} maxHeight={maxHeight} />);
}

afterEach(() => jest.restoreAllMocks());

describe('EditableGrid', () => {
  it("scrolls in the tables' shared box: it fits the first screen and fades the edge beyond which columns lie (issue 44)", () => {
    window.innerHeight = 768;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: this.getAttribute('role') === 'region' ? 300 : 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) };
    });
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1800);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1300);
    grid(550);
    const box = screen.getByRole('region', { name: 'Пресейлы' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box.style.maxHeight).toBe('460px');
    expect(box.parentElement).toHaveAttribute('data-more-right');
    expect(within(box).getByRole('table', { name: 'Пресейлы' })).toBeInTheDocument();
  });

  it("right-aligns a number column's header in tabular figures, as every table's; a choice column's stays left", () => {
    grid();
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Коэффициент')).toHaveClass('text-end', 'cell-number');
    expect(header('План пресейлов')).toHaveClass('text-end', 'cell-number');
    expect(header('Режим')).not.toHaveClass('text-end');
    expect(screen.getByRole('cell', { name: '1 500,00' })).toHaveClass('text-end');
  });

  it("wraps a column's title only between words and lets the sheet be the page's width, not the sum of its longest texts", () => {
    const css = readFileSync(join(__dirname, 'grid.css'), 'utf8');
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    try {
      grid();
      const title = getComputedStyle(screen.getByRole('columnheader', { name: 'Коэффициент' }));
      expect({ wordBreak: title.wordBreak, overflowWrap: title.overflowWrap, hyphens: title.getPropertyValue('hyphens') }).toEqual({ wordBreak: 'keep-all', overflowWrap: 'normal', hyphens: 'manual' });
      expect(getComputedStyle(screen.getByRole('table')).width).not.toBe('max-content');
    } finally {
      style.remove();
    }
  });
});
