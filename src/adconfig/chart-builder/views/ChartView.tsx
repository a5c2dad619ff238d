import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo } from 'react';
import { DataTable, type Column } from '@ui/DataTable';
import { ErrorBoundary } from '@ui/ErrorBoundary';
import type { ChartRow } from '../chartData';
import type { ChartBuilderStore } from '../ChartBuilderStore';
import { CHART_SIZE, TEXT } from '../texts';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** The built chart (chart.js, on demand) and its data as a table (what the chart shows, for every reader). */
export const ChartView = observer(function ChartView({ store }: { store: ChartBuilderStore }) {
  const series = store.series;
  const columns = useMemo<Column<ChartRow & { key: string }>[]>(
    () => [{ key: 'label', title: TEXT.x }, ...series.datasets.map((set, i) => ({ key: `v${i}`, title: set.label, align: 'end' as const }))],
    [series],
  );
  const rows = useMemo(
    () => series.labels.map((label, p) => ({ key: String(p), label, ...Object.fromEntries(series.datasets.map((set, i) => [`v${i}`, set.data[p]])) })),
    [series],
  );
  if (store.state === 'idle' || store.state === 'failed') return null;
  if (store.state === 'loading' && store.rows.length === 0) return <p className="text-body-secondary">{TEXT.building}</p>;
  if (rows.length === 0) return <p className="text-body-secondary">{TEXT.empty}</p>;
  const typeName = store.type === 'line' ? TEXT.line : TEXT.bar;
  return (
    <div style={{ opacity: store.state === 'loading' ? 0.6 : 1 }}>
      <ErrorBoundary entry="chart-builder">
        <Suspense fallback={<p className="text-body-secondary">{TEXT.building}</p>}>
          <ChartCanvas series={series} type={store.type} height={store.props.height ?? CHART_SIZE.height} label={TEXT.chart(typeName)} />
        </Suspense>
      </ErrorBoundary>
      <details className="mt-3">
        <summary>{TEXT.table}</summary>
        <DataTable rows={rows} columns={columns} rowKey={(row) => row.key} caption={TEXT.table} maxHeight={400} />
      </details>
    </div>
  );
});
