import { propsSchema } from '@core/props';

/** data-props of <div id="data-table">: none beyond urlPath; the table is asked for under the page's own path ({page}/data/, {page}/columns/). */
export const dataTableProps = propsSchema({});
export type DataTableProps = ReturnType<typeof dataTableProps.parse>;
