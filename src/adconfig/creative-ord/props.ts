import { propsSchema } from '@core/props';
import { recordProp } from '@core/record';

/** data-props of <div id="creative-ord">. */
export const creativeOrdProps = propsSchema({
  /** The flight (A 3 Creative: its name, ord_erid, ord_creative_id) as the page has it; none: GET /creatives/{id}. */
  record: recordProp(),
});
export type CreativeOrdProps = ReturnType<typeof creativeOrdProps.parse>;
