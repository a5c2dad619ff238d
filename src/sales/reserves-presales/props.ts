import { prop, propsSchema } from '@core/props';
import { monthRowsOf, type MonthRows } from './api';

/** data-props of <div id="reserves-presales">. */
export const reservesPresalesProps = propsSchema({
  /** S 6: the presale plan coefficient may be changed (and saved); without it the coefficients are shown only. */
  isCoefficientChange: prop.optional(prop.flag()),
  /**
   * The month the page printed ({month: 'Y-m', rows: [{id, name, plan, fact, coefficient, presale_fact}]}): shown
   * without a call; optional (another month, or none printed: GET {page}/data, ours). Malformed rows are left out.
   */
  month: prop.optional(prop.custom<MonthRows>('{month: "Y-m", rows: [...]}', monthRowsOf)),
});
export type ReservesPresalesProps = ReturnType<typeof reservesPresalesProps.parse>;
