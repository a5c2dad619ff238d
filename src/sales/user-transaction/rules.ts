import { numeric, pattern, range, required, type PathRules } from '@core/record';
import { LABEL, TEXT } from './texts';

const WHOLE_ID = /^\s*[1-9]\d{0,17}\s*$/;

/**
 * S 5: date, operation type, amount without VAT, VAT rate and description required; the user too (S 3: a
 * transaction is a user's; one sent without is nobody's money). The other ids, when typed, whole numbers.
 */
export const transactionRules: PathRules = {
  day: [required(TEXT.required(LABEL.day))],
  operation_type: [required(TEXT.required(LABEL.operationType))],
  amount: [required(TEXT.required(LABEL.amount)), numeric(TEXT.number(LABEL.amount))],
  vat_rate: [required(TEXT.required(LABEL.vatRate)), range({ min: 0, max: 100 }, TEXT.rate)],
  amount_with_vat: [numeric(TEXT.number(LABEL.amountWithVat))],
  description: [required(TEXT.required(LABEL.description))],
  user_id: [required(TEXT.required(LABEL.user)), pattern(WHOLE_ID, TEXT.wholeId(LABEL.user))],
  channel_id: [pattern(WHOLE_ID, TEXT.wholeId(LABEL.channel))],
  campaign_id: [pattern(WHOLE_ID, TEXT.wholeId(LABEL.campaign))],
};
