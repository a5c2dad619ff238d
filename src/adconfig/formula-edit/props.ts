import { propsSchema } from '@core/props';

/** data-props of <div id="formula-edit">: only urlPath (the site prefix of /services/formulas/…). */
export const formulaEditProps = propsSchema({});
export type FormulaEditProps = ReturnType<typeof formulaEditProps.parse>;
