import { prop, propsSchema } from '@core/props';

const column = prop.object({ id: prop.nonEmptyText(), name: prop.nonEmptyText() });

/** data-props of <div id="chart-builder"> (A 2 chart builder, A 7, A 9). */
export const chartBuilderProps = propsSchema({
  /** The X grouping columns to pick from, and the Y metrics. */
  xColumns: prop.list(column),
  yColumns: prop.list(column),
  /** The picks the page opens with (ids of the lists above). */
  x: prop.optional(prop.list(prop.text())),
  y: prop.optional(prop.list(prop.text())),
  /** The list request (default: the page path, with the ajax header, as the old backend answers). */
  dataUrl: prop.optional(prop.apiUrl()),
  /** A 7 tag picker auto-save: each pick POSTed as {axis, value}. */
  tagsSaveUrl: prop.optional(prop.apiUrl()),
  /** The chart's height in px (A 9: 300). */
  height: prop.optional(prop.number({ integer: true, min: 100, max: 2000 })),
});
export type ChartBuilderProps = ReturnType<typeof chartBuilderProps.parse>;
export type ChartColumn = ChartBuilderProps['xColumns'][number];
