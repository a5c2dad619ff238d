import { screen, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { PostClickKpiOldScreen } from './PostClickKpiOldScreen';

const PAGE = '/statistics/post-click-kpi/old/';
const REPORT = '/api/stat/campaigns/post-click-kpi';
const SBER = 'Сбер: осенняя распродажа №126';

jest.setTimeout(20000);

describe('PostClickKpiOldScreen', () => {
  it('is labelled outdated and links to the new report; the same report without the comments panel, with its own column settings', async () => {
    renderScreen(<PostClickKpiOldScreen />, { at: `${PAGE}#q=12`, entry: 'post-click-kpi-old' });
    expect(screen.getByText('Устаревшая версия')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти к новой версии отчёта' })).toHaveAttribute('href', '/statistics/post-click-kpi');
    const table = (await screen.findByText(SBER)).closest('table') as HTMLTableElement;
    expect(within(table).getByText('Пост-клик KPI (устаревшая версия)', { selector: 'caption' })).toBeInTheDocument();
    const row = within(within(table).getByText(SBER).closest('tr') as HTMLElement);
    expect(row.getByLabelText(`Статистика кампании ${SBER}`)).toHaveAttribute('href', '/campaigns/stat/?id=126');
    expect(row.getByLabelText('Медиаплан 542')).toHaveAttribute('href', '/mediaplans/settings/?id=542');
    expect(within(table).queryByLabelText(/^Комментарии к кампании/)).toBeNull();
    expect(backend.last('GET', REPORT).query).toMatchObject({ search: '12', perPage: '50', field: 'campaign_id', order: 'desc' });
    expect(backend.last('GET', '/api/user/page-settings').query).toEqual({ action: 'post-click-kpi-old' });
    expect(backend.all('GET', '/api/sales/kpi-indicators')).toHaveLength(1);
  });

  it('with only S 7’s answer (no columns) shows S 3’s columns and the rates as badges', async () => {
    const row = { campaign_id: 7, mediaplan_id: 70, campaign_name: 'Без колонок в ответе', campaign_status: 'active', agency_name: 'OMD', kpi_plan: [], kpi_fact: {}, campaign_rate_in: 2, designer_rate_in: 10 };
    backend.fail('GET', REPORT, { success: true, data: [row], compiledAt: '2026-11-27 10:00:00', meta: { page: 1, per_page: 50, total_count: 1 } });
    renderScreen(<PostClickKpiOldScreen />, { at: PAGE, entry: 'post-click-kpi-old' });
    const table = (await screen.findByText('Без колонок в ответе')).closest('table') as HTMLTableElement;
    expect(within(table).getByText('Агентство')).toBeVisible();
    expect(within(table).getByText('OMD')).toBeVisible();
    expect(within(table).getByText('2', { selector: '.badge' })).toHaveClass('text-bg-danger');
    expect(within(table).getByText('10', { selector: '.badge' })).toHaveClass('text-bg-success');
    // No availableFilters in the answer: the sidebar still offers the statuses it knows.
    expect(within(screen.getByLabelText('Статус кампании')).getByText('Активна')).toBeInTheDocument();
  });
});
