import { plainNumber } from '@core/format';

/** A variable of a formula: `{name}` (letters, digits, underscore; not starting with a digit). */
const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The formula's variables, each once, in the order they first appear. */
export function variablesOf(formula: string): string[] {
  return [...new Set(Array.from(formula.matchAll(VARIABLE), (m) => m[1]))];
}

/**
 * The formula with each variable replaced by its value (a negative one in parentheses); a variable
 * without a usable value stays as written, so the preview shows what is missing.
 */
export function substitute(formula: string, values: Record<string, string>): string {
  return formula.replace(VARIABLE, (whole, name: string) => {
    const text = plainNumber(values[name] ?? '');
    if (text === null) return whole;
    return text.startsWith('-') ? `(${text})` : text;
  });
}
