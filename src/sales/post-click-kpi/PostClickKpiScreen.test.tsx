import { screen, waitFor, within } from '@testing-library/react';
import { yesterday } from '@core/report/dayField';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { PostClickKpiScreen } from './PostClickKpiScreen';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';

const PAGE = '/statistics/post-click-kpi';
const REPORT = '/api/stat/campaigns/post-click-kpi';
const ACCESS = { objectCommentGroups: { store: true, update: true, destroy: true } };
const SBER = 'Сбер: осенняя распродажа №126';

// Text and label lookups, few role queries: role names over a wide report are what jsdom is slowest at.
// The search '12' narrows the seed to 12 campaigns (120–129, 112, 12): quick to render, long enough for totals on top.
const table = () => tableByCaption('Пост-клик KPI');
const rowOf = (name: string) => rowIn(table(), name);
const headers = () => Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
const ids = () => Array.from(table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]')).map((tr) => Number(tr.cells[0].textContent));

async function open(at = `${PAGE}#q=12`) {
  const view = renderScreen(<PostClickKpiScreen access={ACCESS} />, { at, entry: 'post-click-kpi' });
  await screen.findByText(SBER);
  return view;
}

jest.setTimeout(20000);

describe('PostClickKpiScreen', () => {
  it('shows the server’s columns, totals, compile time, links, colours and HTML as text; sorts, opens one row, saves the columns; comments and their count', async () => {
    const { user } = await open();
    expect(headers().slice(0, 4)).toEqual(['ID', 'Кампания', 'Медиаплан', 'Статус']);
    expect(screen.getByText(/^Отчёт сформирован: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
    expect(within(table()).getAllByText('Итого')).toHaveLength(2); // 12 rows: repeated on top
    const row = rowOf(SBER);
    expect(row.getByLabelText(`Статистика кампании ${SBER}`)).toHaveAttribute('href', '/campaigns/stat/?id=126');
    expect(row.getByLabelText('Медиаплан 542')).toHaveAttribute('href', '/mediaplans/settings/?id=542');
    expect(row.getByText('Завершена')).toBeVisible();
    const cells = (row.getByText(SBER).closest('tr') as HTMLTableRowElement).cells;
    expect(cells[11].className).toMatch(/table-(success|info|warning|secondary|danger)/); // S 9 time progress
    expect(within(table()).getByText(/^<img src=x onerror=alert\(1\)> Кампания/)).toBeVisible();
    expect(table().querySelector('img')).toBeNull();

    // All 12 in one answer: the sort happens here, without a call (the server sorts longer lists).
    const calls = backend.all('GET', REPORT).length;
    await user.click(screen.getByText('Агентство', { selector: 'button' }));
    expect(window.location.hash).toBe('#q=12&f=agency_name&o=asc');
    const agencies = Array.from(table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]')).map((tr) => tr.cells[4].textContent ?? '');
    expect(agencies).toEqual([...agencies].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(backend.all('GET', REPORT)).toHaveLength(calls);

    await user.click(screen.getByLabelText(`Развернуть статистику по дням: ${SBER}`));
    await screen.findByLabelText(`Клики по дням: ${SBER}`, { selector: 'div' });
    expect(backend.last('GET', `${REPORT}/126/days`).query).toEqual({ date_on: yesterday() });
    await user.click(screen.getByLabelText('Развернуть статистику по дням: Пятёрочка: охватная кампания №12'));
    await waitFor(() => expect(screen.queryByLabelText(`Клики по дням: ${SBER}`, { selector: 'div' })).toBeNull());
    expect(screen.getAllByLabelText(/^Свернуть статистику/)).toHaveLength(1);

    await user.click(screen.getByText('Настроить колонки'));
    const dialog = await dialogTitled('Настройка колонок');
    await user.click(dialog.getByLabelText('Медиаплан'));
    await user.click(dialog.getByLabelText('Выше: Статус'));
    await user.click(dialog.getByText('Сохранить'));
    await waitFor(() => expect(screen.queryByText('Настройка колонок')).toBeNull());
    const { body } = backend.last('POST', '/api/user/page-settings') as { body: { action: string; settings: Record<string, number> } };
    expect(body.action).toBe('post-click-kpi');
    expect(Object.entries(body.settings).slice(0, 4)).toEqual([['campaign_id', 1], ['campaign_name', 1], ['campaign_status', 1], ['mediaplan_id', 0]]);
    expect(headers().slice(0, 4)).toEqual(['ID', 'Кампания', 'Статус', 'Агентство']);

    // Comments (same render): Enter sends (empty ignored), regroups, a new group needs a name, delete asks first; the row counts them.
    await user.click(rowOf(SBER).getByLabelText(`Комментарии к кампании ${SBER}: 0`));
    const panel = await dialogTitled(`Комментарии: ${SBER}`);
    expect(panel.getByText('Комментариев нет')).toBeVisible();
    const field = panel.getByLabelText('Новый комментарий');
    await user.type(field, '   {Enter}');
    expect(backend.all('POST', '/api/comments/post-click-kpi/126')).toHaveLength(0);
    await user.click(field);
    await user.paste('Итог <b>');
    await user.keyboard('{Enter}');
    expect(await panel.findByText('Итог <b>')).toBeVisible();
    expect(backend.last('POST', '/api/comments/post-click-kpi/126').body).toEqual({ content: 'Итог <b>' });
    expect(field).toHaveValue('');
    expect(rowOf(SBER).getByLabelText(`Комментарии к кампании ${SBER}: 1`)).toHaveTextContent('1');

    await user.selectOptions(panel.getByLabelText(/^Группа комментария admin/), 'Решено');
    await waitFor(() => expect(backend.last('PUT', '/api/comments/:id').body).toEqual({ group_id: 3 }));

    await user.click(panel.getByText('Новая группа'));
    await user.click(panel.getByText('Сохранить'));
    expect(panel.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    await user.click(panel.getByLabelText('Название'));
    await user.paste('Срочно');
    await user.click(panel.getByText('Сохранить'));
    expect(await panel.findByLabelText('Изменить группу «Срочно»')).toBeVisible();
    expect(backend.last('POST', '/api/comments-groups/post-click-kpi').body).toEqual({ name: 'Срочно', color: '#6c757d', description: '' });

    await user.click(panel.getByLabelText(/^Удалить комментарий admin/));
    const confirm = await dialogTitled('Подтверждение');
    expect(confirm.getByText('Удалить комментарий?')).toBeVisible();
    await user.click(confirm.getByText('Удалить'));
    expect(await panel.findByText('Комментариев нет')).toBeVisible();
    expect(backend.all('DELETE', '/api/comments/:id')).toHaveLength(1);
  });

  it('filters from the sidebar into the hash; a complete answer sorts on the client without a call; nothing found says so', async () => {
    const { user } = await open(`${PAGE}#q=12&pp=all`);
    // The report day as dd.mm.yyyy whatever the browser's language (S 9), sent as Y-m-d.
    const [y, m, d] = yesterday().split('-');
    expect(screen.getByLabelText('Дата отчёта')).toHaveValue(`${d}.${m}.${y}`);
    await user.selectOptions(screen.getByLabelText('Статус кампании'), 'Завершена');
    await user.click(screen.getByText('Найти'));
    await waitFor(() => expect(backend.last('GET', REPORT).query).toEqual({ date_on: yesterday(), search: '12', campaign_status: 'finished', page: '1', perPage: 'all', field: 'campaign_id', order: 'desc' }));
    expect(window.location.hash).toBe('#q=12&st=finished&pp=all');
    await waitFor(() => expect(ids()).toEqual([128, 127, 126, 122]));
    const calls = backend.all('GET', REPORT).length;
    await user.click(screen.getByText('ID', { selector: 'button' }));
    expect(ids()).toEqual([122, 126, 127, 128]);
    expect(backend.all('GET', REPORT)).toHaveLength(calls);

    await user.type(screen.getByLabelText('Поиск'), 'zz{Enter}');
    expect(await screen.findByText('Нет данных')).toBeVisible();
  });

  it('with only S 7’s answer (data, compiledAt, meta) draws S 3’s columns: a badge on every rate, an unknown compare said, any offered status kept', async () => {
    const row = {
      campaign_id: 901, mediaplan_id: 77, campaign_name: 'Только поля спецификации', campaign_status: 'archived', agency_name: 'OMD', acc_manager_name: 'Иванова Анна',
      designer_name: 'Волков Илья', verifier: 'Adriver', verifier_type: 'pixel', s_product_id: 1, s_product_name: 'Видео', s_formats: [{ i: 1, n: 'Баннер 240×400' }],
      completion_percent: 40, percent_result: 30, limit_date_begin: '2026-10-01', limit_date_end: '2026-12-01',
      kpi_plan: [{ kpi_id: 1, plan: 60, compare: '≈' }], kpi_fact: { 1: 61 },
      campaign_rate: 3, account_rate: 6, designer_rate: 9, campaign_rate_in: 8, designer_rate_in: 4, count_comments: 0, external_kpi_comment: 'Пересчитать',
    };
    const meta = { page: 1, per_page: 50, total_count: 1, availableFilters: { campaign_status: [{ value: 'active', name: 'Активна' }, { value: 'archived', name: 'В архиве' }] } };
    backend.fail('GET', REPORT, { success: true, data: [row], compiledAt: '2026-11-27 10:00:00', meta });
    renderScreen(<PostClickKpiScreen access={ACCESS} />, { at: `${PAGE}#st=archived`, entry: 'post-click-kpi' });
    await screen.findByText('Только поля спецификации');
    expect(headers()).toContain('Агентство');
    expect(headers()).toContain('Внутренняя оценка дизайна');
    const line = rowOf('Только поля спецификации');
    expect(line.getByText('OMD')).toBeVisible();
    expect(line.getByText('В архиве')).toBeVisible();
    // S 9: under 5 danger, under 8 warning, else success, on each of the five rates.
    const badge = (text: string) => line.getByText(text, { selector: '.badge' }).className;
    expect(badge('3')).toContain('text-bg-danger');
    expect(badge('6')).toContain('text-bg-warning');
    expect(badge('9')).toContain('text-bg-success');
    expect(badge('8')).toContain('text-bg-success');
    expect(badge('4')).toContain('text-bg-danger');
    expect(line.getByText(/Неизвестная ошибка/)).toBeVisible();
    // The status the answer offers stays chosen: in the hash, the request and the sidebar.
    expect(window.location.hash).toBe('#st=archived');
    expect(backend.last('GET', REPORT).query).toMatchObject({ campaign_status: 'archived' });
    expect(screen.getByLabelText('Статус кампании')).toHaveDisplayValue('В архиве');
  });

  it('writes its figures in Russian: KPI facts and plans grouped with a comma, percents, ids and years as they are (issue 26)', async () => {
    const row = {
      campaign_id: 12345, mediaplan_id: 54321, campaign_name: 'Большие числа', campaign_status: 'active', s_product_id: 2, completion_percent: 95.4, percent_result: 100,
      kpi_plan: [{ kpi_id: 1, plan: 0.95, compare: '>' }], kpi_fact: { 1: 49819.5 }, count_comments: 0, limit_date_begin: '2026-10-01', limit_date_end: '2026-12-01',
    };
    backend.fail('GET', REPORT, { success: true, data: [row], compiledAt: '2026-11-27 10:00:00', meta: { page: 1, per_page: 50, total_count: 1 } });
    renderScreen(<PostClickKpiScreen access={ACCESS} />, { at: PAGE, entry: 'post-click-kpi' });
    await screen.findByText('Большие числа');
    const line = rowOf('Большие числа');
    const cells = (line.getByText('Большие числа').closest('tr') as HTMLTableRowElement).cells;
    expect(cells[0].textContent).toBe('12345');
    expect(line.getByLabelText('Медиаплан 54321')).toHaveTextContent(/^54321$/);
    // Exact text: the default text matcher would take U+00A0 for a plain space.
    const texts = Array.from(cells, (cell) => cell.textContent);
    expect(texts).toContain('95\u00a0%');
    expect(texts).toContain('100\u00a0%');
    expect(texts.some((text) => text?.includes(': 49\u00a0819,5 / >0,95'))).toBe(true);
  });

  it('offers every filter the answer names in meta.availableFilters, sends the chosen ones and keeps them in the hash (S 7 "plus filters")', async () => {
    const row = { campaign_id: 902, campaign_name: 'Фильтры сервера', campaign_status: 'active', kpi_plan: [], kpi_fact: {}, count_comments: 0 };
    const availableFilters = {
      campaign_status: [{ value: 'active', name: 'Активна' }],
      agency_id: [{ value: '3', name: 'OMD' }, { value: '4', name: 'Dentsu' }],
      verifier_type: { title: 'Способ верификации', options: [{ value: 'pixel', name: 'Пиксель' }] },
      // Not filters: no options, a name the query cannot carry.
      empty: [],
      'a[]': [{ value: '1', name: 'x' }],
    };
    backend.fail('GET', REPORT, { success: true, data: [row], compiledAt: '2026-11-27 10:00:00', meta: { page: 1, per_page: 50, total_count: 1, availableFilters } });
    const { user } = renderScreen(<PostClickKpiScreen access={ACCESS} />, { at: PAGE, entry: 'post-click-kpi' });
    await screen.findByText('Фильтры сервера');
    expect(screen.getByLabelText('Способ верификации')).toHaveDisplayValue('Все');
    expect(screen.queryByLabelText('empty')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Агентство'), 'Dentsu');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(backend.last('GET', REPORT).query).toMatchObject({ agency_id: '4' }));
    expect(window.location.hash).toBe('#flt=agency_id%3D4');
    expect(backend.last('GET', REPORT).query).not.toHaveProperty('verifier_type');
  });
});
