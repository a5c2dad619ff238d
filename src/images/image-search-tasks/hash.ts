import { addModalField } from '@core/crud/addModalHash';

/** The hash: `#new` opens the add modal (a link to "add a task"); nothing else is kept. */
export const hashSchema = {
  view: addModalField(),
};
