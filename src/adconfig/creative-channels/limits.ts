import { parseNumber } from '@core/format';
import { LIMIT_FIELDS, type LimitField, type Limits } from './api';
import { TEXTS } from './texts';

export type LimitTexts = Record<LimitField, string>;

export const limitTexts = (limits: Limits): LimitTexts =>
  Object.fromEntries(LIMIT_FIELDS.map((f) => [f, limits[f] === null ? '' : String(limits[f]).replace('.', ',')])) as LimitTexts;

/** A 5: numbers only ('Поле должно содержать число!'); empty is null. */
export function limitErrors(texts: LimitTexts): Partial<Record<LimitField, string>> {
  const errors: Partial<Record<LimitField, string>> = {};
  for (const f of LIMIT_FIELDS) {
    const n = parseNumber(texts[f]);
    if (n !== null && !Number.isFinite(n)) errors[f] = TEXTS.notNumber;
  }
  return errors;
}

export const limitsOf = (texts: LimitTexts): Limits => Object.fromEntries(LIMIT_FIELDS.map((f) => [f, parseNumber(texts[f])])) as Limits;
