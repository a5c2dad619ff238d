import { propsSchema } from '@core/props';
import { recordProp } from '@core/record';

/** data-props of <div id="formula-edit"> (urlPath: the site prefix of /services/formulas/…). */
export const formulaEditProps = propsSchema({
  /** The formula (A 3: id, name, val, params) as the page has it; none: GET /services/formulas/{id}. */
  record: recordProp(),
});
export type FormulaEditProps = ReturnType<typeof formulaEditProps.parse>;
