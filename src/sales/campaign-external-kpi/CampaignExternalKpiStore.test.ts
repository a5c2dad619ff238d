import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { allowConsoleErrors, backend } from '@test/setup';
import { campaignExternalKpiApi } from './api';
import { CampaignExternalKpiStore } from './CampaignExternalKpiStore';
import { cellKey } from './kpiGrid';

const API = '/api/core/campaigns/external-kpi';
const DETAILS_API = '/api/core/campaigns/details/external-kpi';
const NOV_1 = () => new Date(2026, 10, 1, 12);
const SESSIONS = 1;
const CLICKS = 5;
const BR = 12;

async function loaded(id = 1, now = NOV_1) {
  window.history.replaceState(null, '', `/campaigns/external-kpi/?id=${id}`);
  const store = new CampaignExternalKpiStore(campaignExternalKpiApi(), { campaignId: id, now });
  const stop = store.start();
  await waitFor(() => expect(store.state).not.toBe('loading'));
  return { store, stop };
}

const lastToast = () => notify.toasts.at(-1);

/** Opens a breakdown's tab: its own values and indicators arrive (S 7, asked for on opening). */
async function openDetail(store: CampaignExternalKpiStore, tab: 'd11' | 'd12') {
  store.openTab(tab);
  await waitFor(() => expect(store.detailState(tab)).toBe('ready'));
}

describe('CampaignExternalKpiStore', () => {
  it('loads campaign, indicators and breakdowns (tabs plan, campaign, d{id}); saves the changed cells only, the comment when it changed; takes the answer as stored', async () => {
    const { store, stop } = await loaded();
    expect(backend.last('GET', API).query).toEqual({ campaign_id: '1' });
    expect(backend.last('GET', `${API}/kpi-indicators/1`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    // A breakdown's own calls wait for its tab: none at start, then one pair for the tab opened.
    expect(backend.all('GET', DETAILS_API)).toHaveLength(0);
    expect(backend.all('GET', `${DETAILS_API}/kpi-indicators/:id`)).toHaveLength(0);
    expect(store.tabs.map((t) => t.key)).toEqual(['plan', 'campaign', 'd11', 'd12']);
    expect(store.detailState('d12')).toBe('loading');
    await openDetail(store, 'd12');
    expect(backend.all('GET', DETAILS_API).map((r) => r.query.detail_id)).toEqual(['12']);
    expect(backend.all('GET', `${DETAILS_API}/kpi-indicators/:id`).map((r) => r.path)).toEqual([`${DETAILS_API}/kpi-indicators/12`]);
    store.openTab('campaign');
    expect(store.days).toHaveLength(31);
    expect(store.commentText).toBe('Данные из Метрики, выгрузка от 01.11.2026');
    const grid = store.changesOf('campaign');
    expect(await store.save('campaign')).toBe(false); // S 5: nothing changed, nothing sent
    expect(backend.all('POST', `${API}/save-diff/1`)).toHaveLength(0);

    grid.set(cellKey(SESSIONS, '2026-10-03'), '2000');
    grid.set(cellKey(CLICKS, '2026-10-03'), '2 000,5');
    expect(store.isDirty('campaign')).toBe(true);
    expect(store.isDirty('d11')).toBe(false);
    expect(await store.save('campaign')).toBe(true);
    expect(backend.last('POST', `${API}/save-diff/1`).body).toEqual({
      diff: [
        { kpi_id: SESSIONS, is_total: 0, day: '2026-10-03', val: 2000 },
        { kpi_id: CLICKS, is_total: 0, day: '2026-10-03', val: 2000.5 },
      ],
      comment: null,
    });
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    expect(store.isDirty('campaign')).toBe(false);
    expect(grid.original(cellKey(BR, '2026-10-03'))).toBe('13,65'); // 273 bounces / 2000 × 100, by the server
    await waitFor(() => expect(backend.all('PUT', '/campaigns/external-kpi/on-change')).toHaveLength(1));

    store.setComment('Новый комментарий');
    expect(store.isDirty('campaign')).toBe(true);
    expect(await store.save('campaign')).toBe(true);
    expect(backend.last('POST', `${API}/save-diff/1`).body).toEqual({ diff: [], comment: 'Новый комментарий' });
    expect(store.isDirty('campaign')).toBe(false);
    stop();
  });

  it('a save or an import answered {success: true} alone blanks nothing: the sent cells are stored, an import reads the tab again', async () => {
    const { store, stop } = await loaded();
    backend.fail('POST', `${API}/save-diff/1`, { success: true, message: '' });
    backend.fail('POST', `${API}/import/1`, { success: true, message: '' });
    store.openTab('campaign');
    const grid = store.changesOf('campaign');
    const untouched = cellKey(SESSIONS, '2026-10-01');
    const before = grid.original(untouched);
    expect(before).not.toBe('');
    grid.set(cellKey(CLICKS, '2026-10-03'), '2 000,5');
    expect(await store.save('campaign')).toBe(true);
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    expect(store.isDirty('campaign')).toBe(false);
    expect(grid.original(cellKey(CLICKS, '2026-10-03'))).toBe('2 000,5');
    expect(grid.original(untouched)).toBe(before);

    const reads = backend.all('GET', API).length;
    expect(await store.importFile('campaign', new File(['xlsx'], 'metrika.xlsx'))).toBe(true);
    expect(backend.all('GET', API)).toHaveLength(reads + 1);
    expect(grid.original(untouched)).toBe(before);
    stop();
  });

  it('keeps every edit when the save fails, and does not send wrong cells', async () => {
    allowConsoleErrors(/./);
    const { store, stop } = await loaded();
    const grid = store.changesOf('campaign');
    grid.set(cellKey(SESSIONS, '2026-10-04'), 'двадцать');
    expect(await store.save('campaign')).toBe(false);
    expect(lastToast()?.lines).toEqual(['Исправьте значения в отмеченных ячейках: нужно число.']);
    expect(backend.all('POST', `${API}/save-diff/1`)).toHaveLength(0);

    grid.set(cellKey(SESSIONS, '2026-10-04'), '20');
    backend.fail('POST', `${API}/save-diff/:id`, { success: false, message: 'База недоступна' });
    expect(await store.save('campaign')).toBe(false);
    expect(lastToast()).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: ['База недоступна'] });
    expect(grid.value(cellKey(SESSIONS, '2026-10-04'))).toBe('20');
    expect(store.isDirty('campaign')).toBe(true);
    stop();
  });

  it('warns about empty sessions up to yesterday (today ignored) and saves a breakdown only when told to', async () => {
    // Breakdown 12 has no sessions on 05.10, 14.10, 23.10; "today" is 23.10, so that day is ignored.
    const { store, stop } = await loaded(1, () => new Date(2026, 9, 23, 9));
    await openDetail(store, 'd12');
    const grid = store.changesOf('d12');
    grid.set(cellKey(SESSIONS, '2026-10-01'), '100');
    const declined = store.save('d12');
    const asked = await answerConfirm(false);
    expect(asked.title).toBe('Не заполнены сессии');
    expect(asked.message).toContain('05.10.2026, 14.10.2026.');
    expect(asked.message).not.toContain('23.10.2026');
    expect(asked.message).toContain('PI, BR, глубину и длительность');
    expect(await declined).toBe(false);
    expect(backend.all('POST', `${DETAILS_API}/save-diff/12`)).toHaveLength(0);
    expect(store.isDirty('d12')).toBe(true);

    const saving = store.save('d12');
    await answerConfirm(true);
    expect(await saving).toBe(true);
    expect(backend.last('POST', `${DETAILS_API}/save-diff/12`).body).toEqual({ diff: [{ kpi_id: SESSIONS, is_total: 0, day: '2026-10-01', val: 100 }] });
    stop();
  });

  it('a breakdown created with a bare {success: true} opens all the same: found in the breakdowns read again', async () => {
    const { store, stop } = await loaded();
    // The backend creates it and answers nothing of it.
    backend.db.collection('external-kpi-details').insert({ id: 99, name: 'Ретаргетинг', campaign_id: 1 });
    backend.fail('POST', '/api/hb/campaign-details', { success: true, message: '' });
    store.setNewDetailName('Ретаргетинг');
    expect(await store.addDetail()).toBe(true);
    expect(lastToast()).toMatchObject({ variant: 'success' });
    expect(store.tabs.at(-1)).toMatchObject({ key: 'd99', title: 'Ретаргетинг' });
    expect(store.activeTab).toBe('d99');
    stop();
  });

  it('adds a breakdown by name (required) and deletes one with its data after the confirmation', async () => {
    const { store, stop } = await loaded();
    expect(await store.addDetail()).toBe(false);
    expect(store.newDetailError).toBe('Поле "Название" обязательно для заполнения!');
    store.setNewDetailName('  Ретаргетинг ');
    expect(await store.addDetail()).toBe(true);
    expect(backend.last('POST', '/api/hb/campaign-details').body).toEqual({ name: 'Ретаргетинг', campaign_id: 1 });
    const added = store.tabs.at(-1);
    expect(added?.title).toBe('Ретаргетинг');
    expect(store.activeTab).toBe(added?.key);

    const detail = store.details[0];
    const deleting = store.deleteDetail(detail);
    expect((await answerConfirm(true)).title).toBe('Удаление разбивки «Мобильный трафик»');
    expect(await deleting).toBe(true);
    expect(backend.last('DELETE', '/api/hb/campaign-details/11')).toBeTruthy();
    expect(store.tabs.map((t) => t.key)).not.toContain('d11');
    stop();
  });

  it('imports a file (required) with multipart POST, keeping unsaved edits over the imported values; marks the campaign read', async () => {
    const { store, stop } = await loaded(1, () => new Date(2026, 9, 23, 9));
    await openDetail(store, 'd12');
    expect(await store.importFile('d12', null)).toBe(false);
    expect(store.importErrorOf('d12')).toBe('Выберите файл для загрузки!');
    expect(store.importErrorOf('campaign')).toBe('');
    const grid = store.changesOf('d12');
    grid.set(cellKey(CLICKS, '2026-10-02'), '77');
    const file = new File(['xlsx'], 'metrika.xlsx');
    const importing = store.importFile('d12', file);
    await answerConfirm(true);
    expect(await importing).toBe(true);
    expect(backend.last('POST', `${DETAILS_API}/import/12`).body).toMatchObject({ file: { name: 'metrika.xlsx' } });
    expect(grid.original(cellKey(SESSIONS, '2026-10-05'))).toBe('500');
    expect(grid.value(cellKey(CLICKS, '2026-10-02'))).toBe('77');
    expect(store.isDirty('d12')).toBe(true);
    expect(store.missingSessions('d12')).toEqual([]);

    // S 2: the read notification; its button goes once the backend took it.
    expect(store.campaign?.is_read).toBe(false);
    await store.markRead();
    expect(backend.last('PUT', '/campaigns/external-kpi/on-read').body).toEqual({ campaign_id: 1 });
    expect(store.campaign?.is_read).toBe(true);
    stop();
  });

  it('S 7 breakdowns: listed by GET {api}/hb/campaign-details, each with its own indicators, renamed by PUT (name required)', async () => {
    const own = [{ id: SESSIONS, name: 'Сессии', class_name: 'SessionsKpi', is_breakdown_by_day: 1, is_user_input: 1, is_auto_totals: 1 }];
    backend.fail('GET', `${DETAILS_API}/kpi-indicators/12`, { success: true, data: own });
    const { store, stop } = await loaded();
    expect(backend.last('GET', '/api/hb/campaign-details').query).toEqual({ campaign_id: '1' });
    await openDetail(store, 'd11');
    await openDetail(store, 'd12');
    expect(backend.all('GET', `${DETAILS_API}/kpi-indicators/:id`).map((r) => r.path)).toEqual([`${DETAILS_API}/kpi-indicators/11`, `${DETAILS_API}/kpi-indicators/12`]);
    expect(store.columnsOf('d12').map((c) => c.title)).toEqual(['Сессии']);
    expect(store.columnsOf('d11')).toHaveLength(15);

    const [detail] = store.details;
    expect(await store.renameDetail(detail, '  ')).toBe(false);
    expect(store.renameError).toBe('Поле "Название" обязательно для заполнения!');
    expect(backend.all('PUT', '/api/hb/campaign-details/:id')).toHaveLength(0);
    expect(await store.renameDetail(detail, ' Мобильные приложения ')).toBe(true);
    expect(backend.last('PUT', '/api/hb/campaign-details/11').body).toEqual({ name: 'Мобильные приложения' });
    expect(store.tabs.find((t) => t.key === 'd11')?.title).toBe('Мобильные приложения');

    store.setNewDetailName('Планшеты');
    expect(await store.addDetail()).toBe(true);
    const added = store.details.at(-1);
    expect(backend.last('GET', `${DETAILS_API}/kpi-indicators/:id`).path).toBe(`${DETAILS_API}/kpi-indicators/${added?.id}`);
    stop();
  });

  it('S 5: BR, depth, duration and PI are computed in the grid as sessions, pages, seconds and clicks are typed (2 decimals)', async () => {
    const { store, stop } = await loaded();
    const grid = store.changesOf('campaign');
    const shown = (kpiId: number, rowKey: string) => {
      const row = store.rows.find((r) => r.key === rowKey);
      const column = store.columnsOf('campaign').find((c) => c.key === String(kpiId));
      const cell = row && column ? store.cellsOf('campaign')(row, column) : null;
      return cell?.kind === 'text' ? cell.text() : `no text cell ${kpiId}`;
    };
    const DAY = '2026-10-03';
    grid.set(cellKey(SESSIONS, DAY), '2000');
    grid.set(cellKey(2, DAY), '500'); // Отказы
    grid.set(cellKey(3, DAY), '4999'); // Просмотры страниц
    grid.set(cellKey(4, DAY), '190123'); // Время на сайте, с
    grid.set(cellKey(CLICKS, DAY), '3000');
    expect(shown(BR, DAY)).toBe('25');
    expect(shown(13, DAY)).toBe('2,5'); // 2.4995
    expect(shown(14, DAY)).toBe('95,06');
    expect(shown(15, DAY)).toBe('66,67');
    grid.set(cellKey(SESSIONS, DAY), '');
    expect(shown(BR, DAY)).toBe('');
    expect(shown(15, DAY)).toBe('');

    // The total: from the inputs' totals (the live sums of the days).
    const sum = (kpiId: number) => store.rows.filter((r) => r.key !== 'total').reduce((n, r) => n + Number(grid.value(cellKey(kpiId, r.key)).replace(/\s/g, '').replace(',', '.') || 0), 0);
    const expected = Math.round((sum(2) / sum(SESSIONS)) * 100 * 100) / 100;
    expect(shown(BR, 'total')).toBe(expected.toLocaleString('ru-RU', { maximumFractionDigits: 2 }));
    stop();
  });

  it('an indicator answer far too long is cut to 100 columns, and the tab knows how many there were', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: 100 + i, name: `Показатель ${i}`, class_name: 'CustomKpi', is_breakdown_by_day: 1, is_user_input: 1, is_auto_totals: 1 }));
    backend.fail('GET', `${API}/kpi-indicators/1`, { success: true, data: many });
    const { store, stop } = await loaded();
    expect(store.columnsOf('campaign')).toHaveLength(100);
    expect(store.indicatorsTotal('campaign')).toBe(150);
    expect(store.indicatorsTotal('d11')).toBeNull();
    stop();
  });
});
