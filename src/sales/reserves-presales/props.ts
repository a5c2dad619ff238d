import { prop, propsSchema } from '@core/props';

/** data-props of <div id="reserves-presales">. */
export const reservesPresalesProps = propsSchema({
  /** S 6: the presale plan coefficient may be changed (and saved); without it the coefficients are shown only. */
  isCoefficientChange: prop.optional(prop.flag()),
});
export type ReservesPresalesProps = ReturnType<typeof reservesPresalesProps.parse>;
