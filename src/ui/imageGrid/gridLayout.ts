/**
 * The windowed grid's geometry: the columns that fit a width (the CSS grid gets exactly these, so the
 * keyboard's ↑ ↓ and the layout agree), and a first guess of a row's height before it is measured.
 */
export const GRID_GAP = 12; // 0.75rem, the CSS gap between cards and between rows
const CARD_MIN = { extended: 180, compact: 130 } as const;
const ROW_GUESS = { extended: 250, compact: 170 } as const;

/** Cards per row in `width` px; 0 when the width is unknown (no layout yet, jsdom): keep what there is. */
export function columnsFor(width: number, compact: boolean): number {
  if (!(width > 0)) return 0;
  const min = compact ? CARD_MIN.compact : CARD_MIN.extended;
  return Math.max(1, Math.floor((width + GRID_GAP) / (min + GRID_GAP)));
}

export function rowGuess(compact: boolean): number {
  return compact ? ROW_GUESS.compact : ROW_GUESS.extended;
}
