import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { ChartBuilderScreen } from './ChartBuilderScreen';
import type { ChartSeries } from './chartData';

// jsdom draws no canvas: the chart module is the browser flow's; here its stand-in shows what it was given.
jest.mock('./views/ChartCanvas', () => ({
  __esModule: true,
  default: ({ series, type, height }: { series: ChartSeries; type: string; height: number }) => (
    <p>{`chart ${type} ${height}: ${series.datasets.map((s) => s.label).join(', ')} × ${series.labels.length}`}</p>
  ),
}));

const PROPS = {
  xColumns: [{ id: 'day', name: 'День' }, { id: 'site', name: 'Площадка' }],
  yColumns: [{ id: 'displayed', name: 'Показы' }, { id: 'clicked', name: 'Клики' }],
  y: ['displayed'],
  tagsSaveUrl: '/statistics/chart/tags',
};

describe('ChartBuilderScreen', () => {
  it('builds only with both axes, auto-saves picks through the tag picker, draws the chosen type with its data table', async () => {
    renderScreen(<ChartBuilderScreen {...PROPS} />, { at: '/statistics/chart', entry: 'chart-builder' });
    const build = screen.getByText('Построить');
    expect(build).toBeDisabled();
    expect(screen.getByText('Выберите группировку и хотя бы один показатель')).toBeVisible();

    fireEvent.click(screen.getByText('Выбрать группировку'));
    const picker = await screen.findByRole('dialog', { name: 'Отметьте теги' });
    fireEvent.click(within(picker).getByLabelText('День'));
    await waitFor(() => expect(backend.last('POST', '/statistics/chart/tags').body).toEqual({ axis: 'x', value: ['day'] }));
    fireEvent.click(within(picker).getByText('Закрыть', { selector: 'button:not(.btn-close)' }));
    expect(build).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Вид графика'), { target: { value: 'bar' } });
    fireEvent.click(build);
    expect(await screen.findByText('chart bar 300: Показы × 14')).toBeVisible();
    expect(screen.getByText('01.11.2026')).toBeInTheDocument();
  });

  it('shows the refusal of the list request and no chart', async () => {
    backend.fail('GET', '/statistics/chart', { success: false, message: 'Нет доступа к статистике' });
    renderScreen(<ChartBuilderScreen {...PROPS} x={['day']} height={420} />, { at: '/statistics/chart', entry: 'chart-builder' });
    fireEvent.click(screen.getByText('Построить'));
    expect(await screen.findByText('Нет доступа к статистике')).toBeVisible();
    expect(screen.queryByText(/^chart /)).toBeNull();
  });
});
