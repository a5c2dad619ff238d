import type { ChartColumn } from './props';
import { CHART_SIZE } from './texts';

export type ChartCell = string | number | null;
export type ChartRow = Record<string, ChartCell>;

export interface ChartSeries {
  labels: string[];
  datasets: Array<{ label: string; data: Array<number | null> }>;
}

const numberOf = (value: ChartCell | undefined): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** One point per row (its X values joined), one dataset per Y metric (a value that is no number: a gap). */
export function seriesOf(rows: ChartRow[], x: ChartColumn[], y: ChartColumn[]): ChartSeries {
  return {
    labels: rows.map((row) => x.map((c) => (row[c.id] === null || row[c.id] === undefined ? '' : String(row[c.id]))).join(' / ')),
    datasets: y.map((c) => ({ label: c.name, data: rows.map((row) => numberOf(row[c.id])) })),
  };
}

/** A 9: 50 per dataset plus 10 per point, never narrower than the container. */
export function chartWidth(series: ChartSeries, containerWidth: number): number {
  return Math.max(containerWidth, CHART_SIZE.perDataset * series.datasets.length + CHART_SIZE.perPoint * series.labels.length);
}
