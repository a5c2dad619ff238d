/**
 * How a select shows a dictionary far bigger than anyone can scroll (issue 32.5): at most OPTION_CAP
 * options are rendered, plus the chosen ones, and the field says how many were left out. No real
 * dictionary of the spec comes near 1 000 entries in a plain select, so normal data is shown whole;
 * a lying or huge answer (100 000 items) would otherwise build 100 000 <option>s and freeze the tab.
 */
export const OPTION_CAP = 1000;

const count = (n: number) => n.toLocaleString('ru-RU');

/** The operator's note under (or inside) a capped select. */
export function optionCapNote(total: number, searchable = false, cap = OPTION_CAP): string {
  return `Показаны первые ${count(cap)} из ${count(total)}: ${searchable ? 'уточните поиск' : 'список слишком длинный для выбора здесь'}.`;
}

export interface CappedOptions<T> {
  /** What to render: the first OPTION_CAP, then the chosen ones that fell beyond. */
  shown: T[];
  /** How many there are in all; more than shown.length when capped. */
  total: number;
  capped: boolean;
}

/**
 * The first `cap` of `options` plus any chosen one beyond them (one pass; no copy when short). A list of
 * richer items than options (a row with a button each) passes a smaller cap.
 */
export function capOptions<T>(options: readonly T[], isChosen: (option: T) => boolean, cap = OPTION_CAP): CappedOptions<T> {
  if (options.length <= cap) return { shown: options as T[], total: options.length, capped: false };
  const shown = options.slice(0, cap);
  for (let i = cap; i < options.length; i++) if (isChosen(options[i])) shown.push(options[i]);
  return { shown, total: options.length, capped: true };
}

