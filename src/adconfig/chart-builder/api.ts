import { isObject } from '@core/decode';
import { api } from '@core/http';
import type { ChartCell, ChartRow } from './chartData';
import { CHART_HEADER } from './texts';

const cellOf = (v: unknown): ChartCell => (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? v : null);
/** Rows of plain values; anything else in a row reads as empty, and what is not a row is left out. */
const rowsOf = (raw: unknown): ChartRow[] => (Array.isArray(raw) ? raw.filter(isObject).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, cellOf(v)]))) : []);

export interface ChartParams {
  xColumns: string[];
  yColumns: string[];
}

/** A 7 chart data: the list request, marked as the chart's, with chartParams{xColumns, yColumns} (as JSON). */
export function chartBuilderApi(dataUrl: string) {
  return {
    rows: async (params: ChartParams, signal?: AbortSignal): Promise<ChartRow[]> => {
      const page = await api.list<ChartRow>(dataUrl, { params: { chartParams: JSON.stringify(params) }, headers: { [CHART_HEADER]: '1' }, signal, rows: rowsOf });
      return page.rows;
    },
  };
}
export type ChartBuilderApi = ReturnType<typeof chartBuilderApi>;
