import type { FieldErrors, Rules } from '@core/validate';
import { parseNumber } from '@core/format';
import { isEmpty, isNumeric } from '@core/validate';
import { AGENT_REPORT } from './api';
import { LABEL, TEXTS } from './texts';
import { VAT_BLOCKS, type DocumentValues } from './values';

const req = (name: string) => [{ rule: 'required' as const, message: TEXTS.required(name) }];

/** The act's own fields required (the spec names none: what an act cannot go without). */
export const documentRules: Rules<DocumentValues> = {
  type_id: req(LABEL.type),
  doc_number: req(LABEL.docNumber),
  date_signed: req(LABEL.dateSigned),
  date_begin: req(LABEL.dateBegin),
  date_end: req(LABEL.dateEnd),
  a_no_vat: req(LABEL.amount.amount),
};

type Key = keyof DocumentValues;

/** Amounts typed must be numbers, rates 0–100, the period in order; the agent's block only for an agent report. */
export function checkDocument(values: DocumentValues): FieldErrors<DocumentValues> {
  const errors: FieldErrors<DocumentValues> = {};
  const blocks: Array<[(typeof VAT_BLOCKS)[keyof typeof VAT_BLOCKS], Record<'amount' | 'withVat', string>]> = [
    [VAT_BLOCKS.amount, LABEL.amount],
    [VAT_BLOCKS.fullAmount, LABEL.fullAmount],
  ];
  if (values.type_id === AGENT_REPORT) blocks.push([VAT_BLOCKS.agentAmount, LABEL.agentAmount]);
  for (const [paths, labels] of blocks) {
    for (const side of ['amount', 'withVat'] as const) {
      const key = paths[side] as Key;
      const value = values[key];
      if (typeof value === 'string' && !isEmpty(value) && !isNumeric(value)) errors[key] = TEXTS.number(labels[side]);
    }
    const rateKey = paths.rate as Key;
    const rate = parseNumber(String(values[rateKey])) ?? Number.NaN;
    if (isEmpty(values[rateKey]) || !Number.isFinite(rate) || rate < 0 || rate > 100) errors[rateKey] = TEXTS.rate;
  }
  if (!isEmpty(values.unit_cost) && !isNumeric(values.unit_cost)) errors.unit_cost = TEXTS.number(LABEL.unitCost);
  if (values.date_begin && values.date_end && values.date_end < values.date_begin) errors.date_end = TEXTS.periodOrder;
  return errors;
}
