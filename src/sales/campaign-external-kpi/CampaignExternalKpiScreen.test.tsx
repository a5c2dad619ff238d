import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CampaignExternalKpiScreen } from './CampaignExternalKpiScreen';

// Campaign 3: ten days (a small grid keeps jsdom quick; the month of campaign 1 is the browser's and the benchmark's).
const SAVE = '/api/core/campaigns/external-kpi/save-diff/3';
// Cells found by their labels ('{row} — {column}'): role queries over 300 inputs are what jsdom is slowest at.
const cell = (label: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`no cell ${label}`);
  return input;
};
/** A tab (role tab) by the text of its name. */
const tabNamed = (name: string) => {
  const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.startsWith(name));
  if (!tab) throw new Error(`no tab ${name}`);
  return tab;
};
const markerOf = (tabName: string) => screen.getByText(tabName, { selector: '.kpi-tab-name' }).nextElementSibling?.textContent;

async function open(at: string) {
  const view = renderScreen(<CampaignExternalKpiScreen />, { at, entry: 'campaign-external-kpi' });
  await waitFor(() => cell('01.09.2026 — Сессии/дни'));
  return view;
}

describe('CampaignExternalKpiScreen', () => {
  it('edits cells in place, moves with arrows and Enter, marks the tab, keeps edits across tabs and saves only the changed cells with Ctrl+S', async () => {
    const { user } = await open('/campaigns/external-kpi/?id=3');
    expect(screen.getByText('<b>Зимняя</b> кампания & «без медиаплана»', { selector: 'h2', exact: false })).toBeVisible();
    // S 2: no media plan, no Plan tab.
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['Вся кампанияСохранено', 'РетаргетингСохранено']);
    // S 2: '/дни' and '/итог' cells; the auto total and the server's calculated values are read-only text.
    expect(cell('Итог — Посетители/итог').value).toBe('6\u00a0300');
    expect(cell('Итог — Охват/итог').value).toBe('15\u00a0600');
    expect(document.querySelector('input[aria-label^="01.09.2026 — Охват"]')).toBeNull();
    expect(document.querySelector('input[aria-label*="Показатель отказов"]')).toBeNull();
    expect(markerOf('Вся кампания')).toBe('Сохранено');

    const sessions = cell('02.09.2026 — Сессии/дни');
    await user.click(sessions);
    await user.keyboard('{Control>}a{/Control}1500{ArrowDown}');
    expect(document.activeElement).toBe(cell('03.09.2026 — Сессии/дни'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('03.09.2026 — Отказы/дни'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('04.09.2026 — Отказы/дни'));
    await user.keyboard('abc');
    expect(cell('04.09.2026 — Отказы/дни')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('04.09.2026 — Отказы/дни')).toHaveAccessibleDescription('Введите число');
    expect(markerOf('Вся кампания')).toBe('Не сохранено');
    expect(sessions.closest('td')).toHaveClass('grid-cell-changed');

    // A wrong cell stops the save.
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Исправьте значения в отмеченных ячейках: нужно число.')).toBeVisible();
    expect(backend.all('POST', SAVE)).toHaveLength(0);
    await user.clear(cell('04.09.2026 — Отказы/дни'));
    await user.type(cell('04.09.2026 — Отказы/дни'), '300');

    // Another tab and back: nothing lost.
    await user.click(tabNamed('Ретаргетинг'));
    await waitFor(() => expect(window.location.hash).toBe('#t=d13'));
    await user.click(tabNamed('Вся кампания'));
    expect(cell('02.09.2026 — Сессии/дни').value).toBe('1\u00a0500');

    cell('04.09.2026 — Отказы/дни').focus();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(backend.all('POST', SAVE)).toHaveLength(1));
    expect(backend.last('POST', SAVE).body).toEqual({
      diff: [
        { kpi_id: 1, is_total: 0, day: '2026-09-02', val: 1500 },
        { kpi_id: 2, is_total: 0, day: '2026-09-04', val: 300 },
      ],
      comment: null,
    });
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    await waitFor(() => expect(markerOf('Вся кампания')).toBe('Сохранено'));
    expect(cell('02.09.2026 — Сессии/дни').closest('td')).not.toHaveClass('grid-cell-changed');
  });

  it('warns that the period is wrong and hides the tabs when a limit date is missing', async () => {
    renderScreen(<CampaignExternalKpiScreen />, { at: '/campaigns/external-kpi/?id=2', entry: 'campaign-external-kpi' });
    expect(await screen.findByText('Некорректный период')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('computes BR as sessions and bounces are typed; renames a breakdown; without is_read offers the read notification', async () => {
    const campaign = { campaign_id: 3, name: 'Без флага прочтения', mediaplan_id: null, limit_date_begin: '2026-09-01', limit_date_end: '2026-09-10', external_kpi_comment: '' };
    backend.fail('GET', '/api/core/campaigns/external-kpi', { success: true, data: { campaign, values: [] } });
    const { user } = await open('/campaigns/external-kpi/?id=3');
    const grid = screen.getByText('Внешние KPI: Вся кампания', { selector: 'caption' }).closest('table') as HTMLTableElement;
    const column = [...grid.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'Показатель отказов, %');
    const brOn = (day: string) => ([...grid.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === day) as HTMLTableRowElement).cells[column].textContent;
    expect(brOn('02.09.2026')).toBe('');
    await user.click(cell('02.09.2026 — Сессии/дни'));
    await user.keyboard('400{ArrowRight}');
    await user.keyboard('37');
    expect(brOn('02.09.2026')).toBe('9,25');

    await user.click(screen.getByText('Отметить как прочитанное'));
    await waitFor(() => expect(backend.all('PUT', '/campaigns/external-kpi/on-read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Отметить как прочитанное')).toBeNull());

    await user.click(tabNamed('Ретаргетинг'));
    const name = await screen.findByLabelText('Название разбивки');
    await user.clear(name);
    await user.type(name, 'Ретаргетинг, мобильные{Enter}');
    await waitFor(() => expect(backend.last('PUT', '/api/hb/campaign-details/13').body).toEqual({ name: 'Ретаргетинг, мобильные' }));
    expect(await screen.findByText('Ретаргетинг, мобильные', { selector: '.kpi-tab-name' })).toBeVisible();
  });

  it('many breakdowns: the tab bar draws the first 30, any other is found by name and opened; a breakdown\'s data is asked for when its tab opens', async () => {
    const details = Array.from({ length: 60 }, (_, i) => ({ id: 1000 + i, name: `Разбивка ${i + 1}` }));
    backend.fail('GET', '/api/hb/campaign-details', { success: true, data: details });
    const { user } = await open('/campaigns/external-kpi/?id=3');
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(31); // the campaign and 30 breakdowns
    expect(screen.getByText('Во вкладках первые 30 разбивок из 60: остальные откройте здесь.')).toBeVisible();
    expect(backend.all('GET', '/api/core/campaigns/details/external-kpi')).toHaveLength(0);

    await user.type(screen.getByLabelText('Найти разбивку'), '55');
    await user.selectOptions(screen.getByLabelText('Открыть разбивку'), 'Разбивка 55');
    expect(window.location.hash).toBe('#t=d1054');
    expect(tabNamed('Разбивка 55')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(backend.all('GET', '/api/core/campaigns/details/external-kpi').map((r) => r.query.detail_id)).toEqual(['1054']));
    expect(backend.all('GET', '/api/core/campaigns/details/external-kpi/kpi-indicators/:id').map((r) => r.path)).toEqual(['/api/core/campaigns/details/external-kpi/kpi-indicators/1054']);
  });
});

// Audit images-kpi §3: the Plan tab named a KPI '#id'; the chosen file stayed after an import; one import error line for all tabs.
describe('CampaignExternalKpiScreen: plan names and the import', () => {
  it("names a plan KPI the campaign does not list from S 7's KPI indicators, else 'Неизвестное значение (id)'", async () => {
    const campaign = { campaign_id: 3, name: 'С медиапланом', mediaplan_id: 5, limit_date_begin: '2026-09-01', limit_date_end: '2026-09-10', external_kpi_comment: '', is_read: true };
    const plan = [
      { kpi_id: 1, compare: 'more', plan: 100 },
      { kpi_id: 40, compare: 'more', plan: 5 },
      { kpi_id: 99, compare: 'less', plan: 7 },
    ];
    backend.fail('GET', '/api/core/campaigns/external-kpi', { success: true, data: { campaign, values: [], plan } });
    backend.fail('GET', '/api/sales/kpi-indicators', { success: true, data: [{ id: 40, name: 'Лиды с формы', status: 'blocked' }] });
    const { user } = await open('/campaigns/external-kpi/?id=3');
    await user.click(tabNamed('План'));
    const table = (await screen.findByText('План KPI кампании', { selector: 'caption' })).closest('table') as HTMLTableElement;
    expect(await within(table).findByText('Лиды с формы')).toBeVisible();
    expect(within(table).getByText('Сессии')).toBeVisible();
    expect(within(table).getByText('Неизвестное значение (99)')).toBeVisible();
    expect(within(table).queryByText(/^#/)).toBeNull();
    expect(backend.all('GET', '/api/sales/kpi-indicators')).toHaveLength(1);
  });

  it('clears the chosen file after an import (a second click asks for a file), and keeps the error line to its tab', async () => {
    const IMPORT = '/api/core/campaigns/external-kpi/import/3';
    const { user } = await open('/campaigns/external-kpi/?id=3');
    await user.upload(screen.getByLabelText('Файл статистики из веб-аналитики (Excel)'), new File(['xlsx'], 'metrika.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Загрузить статистику' }));
    await waitFor(() => expect(backend.all('POST', IMPORT)).toHaveLength(1));
    expect(await screen.findByText('Статистика загружена')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Загрузить статистику' }));
    expect(await screen.findByText('Выберите файл для загрузки!')).toBeVisible();
    expect(backend.all('POST', IMPORT)).toHaveLength(1);

    await user.click(tabNamed('Ретаргетинг'));
    await screen.findByLabelText('Название разбивки');
    expect(screen.queryByText('Выберите файл для загрузки!')).toBeNull();
    await user.click(tabNamed('Вся кампания'));
    expect(await screen.findByText('Выберите файл для загрузки!')).toBeVisible();
  });
});
