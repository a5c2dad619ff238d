import { d, isObject } from '@core/decode';
import { boundedNumber, keptRow, textOfNumber, withKept, type Kept } from '@core/option';
import { optionBody, type OptionBodyContext, type OptionErrors } from '@core/option';
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
  /** What else a saved category came with: sent back as it came. */
  kept?: Kept;
}
export type BehaviorCategoriesValue = ChosenCategory[];

/** What is sent per category. */
export interface SentCategory {
  category_id: number;
  percent: number | null;
}

/** The fields of a saved category this editor reads (`id` as an old save's name of `category_id`). */
const CATEGORY_FIELDS = ['category_id', 'id', 'percent'];

/** params.value → the chosen categories, each once (keeping its other fields); entries without an id are dropped (a bare id has no percent yet). */
export function decodeBehaviorCategories(raw: unknown): BehaviorCategoriesValue {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  const out: BehaviorCategoriesValue = [];
  for (const item of raw) {
    const id = isObject(item) ? d.id(item.category_id ?? item.id) : d.id(item);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    out.push(isObject(item) ? keptRow(item, CATEGORY_FIELDS, { id, percent: textOfNumber(item.percent) }) : { id, percent: '' });
  }
  return out;
}

/** What is sent: `[{category_id, percent}]` with the other fields each came with (a percent that is no number goes as null; the rules stop it first while on). */
export function encodeBehaviorCategories(value: BehaviorCategoriesValue): SentCategory[] {
  return value.map(({ id, percent, kept }) => withKept(kept, { category_id: id, percent: boundedNumber(percent, 0, 100) ?? null }));
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

/**
 * The save's body (A 7 Behavior save: `ids`, optional `isNoExport`), beside the option's `status` and `value`
 * (the percents, and what else each category came with): `ids` the chosen categories' ids, `isNoExport` only
 * when the page printed it or the operator chose it (null: neither).
 */
export function behaviorSaveBody(value: BehaviorCategoriesValue, context: OptionBodyContext): Record<string, unknown> {
  const isNoExport = context.extras?.isNoExport;
  return { ...optionBody(context), ids: value.map((c) => c.id), ...(typeof isNoExport === 'boolean' ? { isNoExport } : {}) };
}
