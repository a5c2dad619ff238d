// Loaded on demand (React.lazy): chart.js stays out of the page's initial JS.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chartWidth, type ChartSeries } from '../chartData';
import type { ChartType } from '../ChartBuilderStore';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const COLOURS = ['#0d6efd', '#dc3545', '#198754', '#fd7e14', '#6f42c1', '#20c997', '#6c757d', '#d63384'];

/** The chart itself, as wide as A 9 says (the box scrolls sideways when wider than the page). */
export default function ChartCanvas({ series, type, height, label }: { series: ChartSeries; type: ChartType; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [containerWidth, setContainerWidth] = useState(0);
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return undefined;
    setContainerWidth(node.clientWidth);
    const observer = new ResizeObserver(() => setContainerWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const width = chartWidth(series, containerWidth);

  useEffect(() => {
    if (!canvas.current || containerWidth === 0) return undefined;
    const chart = new Chart(canvas.current, {
      type,
      data: {
        labels: series.labels,
        datasets: series.datasets.map((set, i) => ({ ...set, borderColor: COLOURS[i % COLOURS.length], backgroundColor: COLOURS[i % COLOURS.length], spanGaps: false })),
      },
      // ru-RU ticks and tooltips whatever the browser's language ('49 819', '0,95'), as every table shows numbers (issue 26).
      options: { responsive: false, animation: false, maintainAspectRatio: false, locale: 'ru-RU' },
    });
    return () => chart.destroy();
  }, [series, type, width, containerWidth]);

  return (
    <div ref={box} className="overflow-x-auto" tabIndex={0} role="group" aria-label={label}>
      <canvas ref={canvas} width={width} height={height} style={{ width, height }} role="img" aria-label={label} />
    </div>
  );
}
