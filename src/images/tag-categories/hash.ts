import { addModalField } from '@core/crud/addModalHash';
import { idList } from '@core/hash';

/** The hash: `#new` opens the add modal (a new root category); `c` the selected categories ("3,7"), so a selection can be linked to. */
export const hashSchema = {
  view: addModalField(),
  c: idList(),
};
export type TagCategoriesHash = typeof hashSchema;
