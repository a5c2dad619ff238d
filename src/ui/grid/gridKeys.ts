/** Keyboard movement between the inputs of an EditableGrid, found by their data-grid-row / data-grid-col. */

export interface GridBounds {
  rows: number;
  columns: number;
}

/** Ctrl+S (Cmd+S on a Mac) in a cell: the grid saves instead of the browser saving the page. */
export function isSaveKey(event: { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && (event.code === 'KeyS' || event.key.toLowerCase() === 's' || event.key.toLowerCase() === 'ы');
}

/** Whole text selected, or no text: the caret is at both edges, so Left/Right leave the cell (a select has no caret). */
function caretAt(input: HTMLInputElement | HTMLSelectElement, edge: 'start' | 'end'): boolean {
  if (input instanceof HTMLSelectElement) return true;
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || end === null) return true;
  if (start === 0 && end === value.length) return true;
  return edge === 'start' ? start === 0 && end === 0 : start === value.length && end === value.length;
}

/**
 * Where a key moves from this input: Up/Down and Enter (Shift+Enter up) always, Left/Right once the
 * caret is at the text's edge (so arrows still move inside a value being typed). Tab is the browser's.
 * In a select Up/Down and Enter stay the select's own (they choose); Left/Right leave it.
 */
export function moveOf(event: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, input: HTMLInputElement | HTMLSelectElement): [number, number] | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (input instanceof HTMLSelectElement && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  switch (event.key) {
    case 'ArrowUp':
      return [-1, 0];
    case 'ArrowDown':
      return [1, 0];
    case 'Enter':
      return [event.shiftKey ? -1 : 1, 0];
    case 'ArrowLeft':
      return caretAt(input, 'start') ? [0, -1] : null;
    case 'ArrowRight':
      return caretAt(input, 'end') ? [0, 1] : null;
    default:
      return null;
  }
}

export function cellPosition(input: HTMLElement): [number, number] | null {
  const row = Number(input.dataset.gridRow);
  const column = Number(input.dataset.gridCol);
  return Number.isInteger(row) && Number.isInteger(column) ? [row, column] : null;
}

/** The next input (or select) in the direction, skipping disabled cells; null at the grid's edge. */
export function nextInput(table: HTMLElement, from: [number, number], step: [number, number], bounds: GridBounds): HTMLInputElement | HTMLSelectElement | null {
  let [row, column] = from;
  for (;;) {
    row += step[0];
    column += step[1];
    if (row < 0 || column < 0 || row >= bounds.rows || column >= bounds.columns) return null;
    const at = `[data-grid-row="${row}"][data-grid-col="${column}"]`;
    const found = table.querySelector<HTMLInputElement | HTMLSelectElement>(`input${at}, select${at}`);
    if (found && !found.disabled) return found;
  }
}
