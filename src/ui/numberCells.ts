import type { CellKind } from '@core/format';

/**
 * A number's cell and its column's header (issue 44: numbers right-aligned in every table): Bootstrap's `text-end`
 * and tabular figures (`cell-number`, islands.css), so the digits of a column line up under each other.
 */
export const NUMBER_CELL = 'text-end cell-number';

/** The kinds of column that hold numbers (the server's int, number, money, percent): their cells and header to the right. */
const NUMBER_KINDS: ReadonlySet<CellKind> = new Set<CellKind>(['number', 'integer', 'money', 'percent']);

export const isNumberKind = (kind: CellKind | undefined): boolean => kind !== undefined && NUMBER_KINDS.has(kind);
