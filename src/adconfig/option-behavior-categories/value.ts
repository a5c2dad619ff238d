import { d, isObject } from '@core/decode';
import { boundedNumber, textOfNumber } from '@core/option';
import type { OptionErrors } from '@core/option';
import type { BehaviorCategory } from './api';
import { RULE_TEXT } from './texts';

/**
 * The behaviour categories option's value (A 3 leaves it open; our choice, in the README row): the chosen
 * categories, each with the percent (0..100) a visitor must belong to it by, sent as `[{category_id, percent}]`.
 * Edited: the percent as typed.
 */
export interface ChosenCategory {
  id: number;
  percent: string;
}
export type BehaviorCategoriesValue = ChosenCategory[];

/** What is sent per category. */
export interface SentCategory {
  category_id: number;
  percent: number | null;
}

/** params.value → the chosen categories, each once; entries without an id are dropped (a bare id has no percent yet). */
export function decodeBehaviorCategories(raw: unknown): BehaviorCategoriesValue {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  const out: BehaviorCategoriesValue = [];
  for (const item of raw) {
    const id = isObject(item) ? d.id(item.category_id ?? item.id) : d.id(item);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    out.push({ id, percent: isObject(item) ? textOfNumber(item.percent) : '' });
  }
  return out;
}

/** What is sent: `[{category_id, percent}]` (a percent that is no number goes as null; the rules stop it first while on). */
export function encodeBehaviorCategories(value: BehaviorCategoriesValue): SentCategory[] {
  return value.map(({ id, percent }) => ({ category_id: id, percent: boundedNumber(percent, 0, 100) ?? null }));
}

/** A 5 Category tree: each chosen category's percent is required ('Обязательное поле') and a number 0..100 ('Некорректное значение'). */
export function checkBehaviorCategories(value: BehaviorCategoriesValue): OptionErrors {
  const errors: OptionErrors = {};
  value.forEach(({ percent }, index) => {
    const n = boundedNumber(percent, 0, 100);
    if (n === null) errors[`${index}.percent`] = RULE_TEXT.required;
    else if (n === undefined) errors[`${index}.percent`] = RULE_TEXT.invalid;
  });
  return errors;
}

/** The list with the categories appended (none twice), each with its own percent as the starting one. */
export function withChosen(list: BehaviorCategoriesValue, added: readonly BehaviorCategory[]): BehaviorCategoriesValue {
  const seen = new Set(list.map((c) => c.id));
  const out = [...list];
  for (const category of added) {
    if (seen.has(category.id)) continue;
    seen.add(category.id);
    out.push({ id: category.id, percent: category.percent === null ? '' : String(category.percent) });
  }
  return out;
}
