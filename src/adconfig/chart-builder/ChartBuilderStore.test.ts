import { waitFor } from '@testing-library/react';
import { backend, sentQuery } from '@test/setup';
import { chartBuilderApi } from './api';
import { ChartBuilderStore } from './ChartBuilderStore';
import { chartWidth } from './chartData';
import { chartBuilderProps } from './props';

const props = chartBuilderProps.parse({
  xColumns: [{ id: 'day', name: 'День' }, { id: 'site', name: 'Площадка' }],
  yColumns: [{ id: 'displayed', name: 'Показы' }, { id: 'clicked', name: 'Клики' }],
  x: ['day', 'gone'],
  y: ['displayed'],
});

describe('ChartBuilderStore against the stand-in', () => {
  it('sends the list request marked as the chart’s with chartParams; the latest build wins', async () => {
    window.history.replaceState(null, '', '/statistics/chart');
    const store = new ChartBuilderStore(chartBuilderApi('/statistics/chart'), props);
    expect([store.x, store.y]).toEqual([['day'], ['displayed']]);
    const held = backend.hold('GET', '/statistics/chart');
    void store.build();
    await waitFor(() => expect(backend.all('GET', '/statistics/chart')).toHaveLength(1));
    store.setX(['site', 'day']);
    store.setY(['displayed', 'clicked']);
    const second = store.build();
    held.release();
    await second;
    const [first, last] = backend.all('GET', '/statistics/chart');
    expect(first.aborted).toBe(true);
    expect(last.headers['x-chart-request']).toBe('1');
    // PHP nested params (A 7 chartParams{xColumns, yColumns}), not one JSON text.
    expect(sentQuery(last)).toBe('chartParams[xColumns][]=site&chartParams[xColumns][]=day&chartParams[yColumns][]=displayed&chartParams[yColumns][]=clicked');
    expect(store.series.labels).toHaveLength(56);
    expect(store.series.labels[0]).toBe('news.example.ru / 01.11.2026');
    expect(store.series.datasets.map((s) => s.label)).toEqual(['Показы', 'Клики']);
    // A 9: 50 per dataset + 10 per point, at least the container.
    expect(chartWidth(store.series, 300)).toBe(2 * 50 + 56 * 10);
    expect(chartWidth(store.series, 1200)).toBe(1200);
  });
});
