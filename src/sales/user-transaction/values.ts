import { DEFAULT_VAT_RATE, parseNumber, toApiDate } from '@core/format';
import type { VatPaths } from '@sales/shared/vat/vatAmounts';
import type { TransactionPayload } from './api';

/** The form as typed: numbers stay text until the save (nothing the operator typed is lost). */
export type TransactionValues = {
  user_id: string;
  day: string;
  operation_type: string;
  amount: string;
  vat_rate: string;
  vat: string;
  amount_with_vat: string;
  description: string;
  channel_id: string;
  campaign_id: string;
};

/** The amounts of the form as one VAT block (the VAT amount shown, never sent). */
export const VAT_PATHS: VatPaths = { amount: 'amount', withVat: 'amount_with_vat', rate: 'vat_rate', vat: 'vat' };

/** A new transaction: today, the default VAT rate (S 9), the page's user. */
export function emptyTransaction(userId: number | null, today: Date = new Date()): TransactionValues {
  return {
    user_id: userId === null ? '' : String(userId),
    day: toApiDate(today),
    operation_type: '',
    amount: '',
    vat_rate: String(DEFAULT_VAT_RATE),
    vat: '',
    amount_with_vat: '',
    description: '',
    channel_id: '',
    campaign_id: '',
  };
}

const numberOrNull = (text: string): number | null => {
  const n = parseNumber(text);
  return n === null || !Number.isFinite(n) ? null : n;
};

/** What is sent (the rules have passed): numbers as numbers, optional ids as null. */
export function payloadOf(values: TransactionValues): TransactionPayload {
  return {
    user_id: numberOrNull(values.user_id),
    day: values.day,
    operation_type: values.operation_type,
    amount: numberOrNull(values.amount),
    vat_rate: numberOrNull(values.vat_rate),
    amount_with_vat: numberOrNull(values.amount_with_vat),
    description: values.description.trim(),
    channel_id: numberOrNull(values.channel_id),
    campaign_id: numberOrNull(values.campaign_id),
  };
}
