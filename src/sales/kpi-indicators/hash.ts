import { addModalField } from '@core/crud/addModalHash';

/** The hash: `#new` opens the add modal (S 2: the link to create a KPI indicator); nothing else is kept. */
export const hashSchema = {
  view: addModalField(),
};
export type KpiIndicatorsHash = typeof hashSchema;
