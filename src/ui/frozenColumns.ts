import { useLayoutEffect, type CSSProperties, type RefObject } from 'react';

/*
 * Frozen key columns of a wide table (issue 26): the first columns of every row stay on the left while
 * the rest scroll sideways under them. Each frozen cell is `position: sticky` at the sum of the widths
 * of the frozen columns before it; those widths are measured from the header and handed to the cells
 * as CSS variables on the table, so a width change (rows loaded, a column resized) needs no re-render.
 * The scroll box's visible width goes the same way, for what must stay in view across a wide row
 * (the empty message, an expanded row's details), when the table has some: the table's size changes as it comes.
 */

/** The variable with the left offset of the frozen column `index`. */
export const frozenLeftVar = (index: number) => `--frozen-left-${index}`;
/** The scroll box's visible width. */
export const BOX_WIDTH_VAR = '--scroll-box-width';

/** A frozen cell's class (the last one draws the edge and its shadow) and its left offset. */
export function frozenCell(index: number, count: number): { className: string; style: CSSProperties } | undefined {
  if (index >= count) return undefined;
  return {
    className: index === count - 1 ? 'cell-frozen cell-frozen-last' : 'cell-frozen',
    style: { left: `var(${frozenLeftVar(index)}, 0px)` },
  };
}

/** Adds the frozen cell's class and offset to a cell's own. */
export function withFrozen(index: number, count: number, className: string | undefined, style?: CSSProperties): { className?: string; style?: CSSProperties } {
  const frozen = frozenCell(index, count);
  if (!frozen) return { className: className || undefined, style };
  return { className: [className, frozen.className].filter(Boolean).join(' '), style: { ...style, ...frozen.style } };
}

/** How many leading columns are frozen: the first `first`, and on from there every one flagged. */
export function frozenCount(flags: readonly boolean[], first = 0): number {
  let count = 0;
  while (count < flags.length && (count < first || flags[count])) count += 1;
  return count;
}

function setVar(el: HTMLElement, name: string, value: string) {
  if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
}

function measure(table: HTMLTableElement, box: HTMLElement | null, count: number) {
  if (box) {
    // Only for what needs it: set on the table, the variable restyles every cell of it (in a big list's first frame too).
    if (table.querySelector('.table-in-view')) setVar(table, BOX_WIDTH_VAR, `${box.clientWidth || box.getBoundingClientRect().width}px`);
    // The frozen edge is drawn only while there is something to scroll under it.
    table.toggleAttribute('data-scrolls-x', box.scrollWidth > box.clientWidth + 1);
  }
  let left = 0;
  for (let i = 0; i < count; i += 1) {
    setVar(table, frozenLeftVar(i), `${left}px`);
    const header = table.querySelector<HTMLElement>(`thead th[data-frozen="${i}"]`);
    left += header ? header.getBoundingClientRect().width : 0;
  }
}

/**
 * Keeps the table's frozen offsets and the box's width up to date: measured after every render and
 * whenever the table or its box (the scroll box it sits in) changes size. The header's frozen cells
 * carry `data-frozen="<index>"`.
 */
export function useFrozenColumns(tableRef: RefObject<HTMLTableElement | null>, count: number) {
  useLayoutEffect(() => {
    // Without frozen columns only the box's width is kept, which the observer below follows: no layout
    // is read inside React's commit (a forced synchronous layout on every render of a big table).
    if (count > 0 && tableRef.current) measure(tableRef.current, tableRef.current.parentElement, count);
  });
  useLayoutEffect(() => {
    const table = tableRef.current;
    const box = table?.parentElement ?? null;
    if (!table || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure(table, box, count));
    observer.observe(table);
    if (box) observer.observe(box);
    return () => observer.disconnect();
  }, [tableRef, count]);
}
