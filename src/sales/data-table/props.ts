import { prop, propsSchema } from '@core/props';

/**
 * data-props of <div id="data-table">: `tags`, the tags the page can filter by (`[{id, name}]`: the spec sends tags as
 * ids and names no source of their names; without them the ids are typed). The table is asked for under the page's
 * own path ({page}/data/, {page}/columns/).
 */
export const dataTableProps = propsSchema({
  tags: prop.optional(prop.choices()),
});
export type DataTableProps = ReturnType<typeof dataTableProps.parse>;
export type TagChoice = NonNullable<DataTableProps['tags']>[number];
