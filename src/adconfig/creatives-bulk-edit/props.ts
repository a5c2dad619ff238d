import { prop, propsSchema } from '@core/props';

/** `url?`: the search and save call (GET with filters, PUT {ids, params}); default: the page path. */
export const creativesBulkEditProps = propsSchema({
  url: prop.optional(prop.apiUrl()),
});
export type CreativesBulkEditProps = ReturnType<typeof creativesBulkEditProps.parse>;
