import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../test/render';
import { backend } from '../../test/setup';
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
});
