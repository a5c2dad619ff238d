import { optionalInt } from '@core/hash';

/** The hash: #c=12, the campaign chosen on the page (absent: the page's ?campaign_id=). */
export const hashSchema = {
  c: optionalInt({ min: 1 }),
};
