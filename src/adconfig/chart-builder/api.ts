import { chosen, spec, type Calls } from '@core/calls';
import { isObject } from '@core/decode';
import { api } from '@core/http';
import type { ChartCell, ChartRow } from './chartData';
import { CHART_HEADER } from './texts';

const cellOf = (v: unknown): ChartCell => (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? v : null);
/** Rows of plain values; anything else in a row reads as empty, and what is not a row is left out. */
const rowsOf = (raw: unknown): ChartRow[] => (Array.isArray(raw) ? raw.filter(isObject).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, cellOf(v)]))) : []);

/** Issue 41: what the page asks the backend for (A 7), and what it chose where the spec gives no name. */
export const calls = {
  rows: spec('A 7 Chart data: the list request (`dataUrl`, default the page) with a chart-marking header and chartParams{xColumns, yColumns}'),
  tagsSave: spec('A 7 Tag picker auto-save: POST to a configurable url (`tagsSaveUrl`) with the payload plus value; without the prop nothing is saved'),
  chartHeader: chosen('the header’s name and value, X-Chart-Request: 1 (the spec says only "a chart-marking header"): a backend marking charts otherwise answers the plain list, drawn as it comes'),
} satisfies Calls;

export interface ChartParams {
  xColumns: string[];
  yColumns: string[];
}

/**
 * A 7 chart data: the list request, marked as the chart's, with chartParams{xColumns, yColumns} as PHP reads nested
 * params (`chartParams[xColumns][]=day&chartParams[yColumns][]=displayed`): `$_GET['chartParams']` is the array.
 */
export function chartBuilderApi(dataUrl: string) {
  return {
    rows: async (params: ChartParams, signal?: AbortSignal): Promise<ChartRow[]> => {
      const page = await api.list<ChartRow>(dataUrl, { params: { 'chartParams[xColumns]': params.xColumns, 'chartParams[yColumns]': params.yColumns }, headers: { [CHART_HEADER]: '1' }, signal, rows: rowsOf });
      return page.rows;
    },
  };
}
export type ChartBuilderApi = ReturnType<typeof chartBuilderApi>;
