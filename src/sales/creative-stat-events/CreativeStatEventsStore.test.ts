import { waitFor } from '@testing-library/react';
import { exportToExcel } from '@core/excel';
import { answerConfirm } from '@test/dialogs';
import { expectLatestWins } from '@test/races';
import { backend } from '@test/setup';
import { creativeStatEventsApi, rowsOf } from './api';
import { CreativeStatEventsStore } from './CreativeStatEventsStore';
import { settingsOf, type ReportSettings } from './settings';

jest.mock('@core/excel', () => ({ exportToExcel: jest.fn(() => Promise.resolve()) }));

const PAGE = '/statistics/creative-events';
const SETTINGS: ReportSettings = {
  fastFilters: [
    { id: 1, name: 'Клики', qs: 'ev=click', sort: 1, active: false },
    { id: 4, name: 'Осень', qs: 'cr=%D0%9E%D1%81%D0%B5%D0%BD%D1%8C', sort: 2, active: false },
  ],
  defaultFilter: 1,
};

function started(at: string, settings: ReportSettings = SETTINGS, configurable = true) {
  window.history.replaceState(null, '', at);
  const store = new CreativeStatEventsStore(creativeStatEventsApi(), settings, configurable);
  return { store, stop: store.start() };
}

describe('CreativeStatEventsStore', () => {
  it('opens on the default fast filter when the page has no filters; a pill applies its query; one pill is active', async () => {
    const { store, stop } = started(PAGE);
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(backend.all('GET', PAGE)).toHaveLength(1);
    expect(backend.last('GET', PAGE).query).toEqual({ event: 'click', page: '1', per_page: '50', field: 'day', order: 'desc' });
    expect(store.activeId).toBe(1);
    store.applyPill(store.pills[1]);
    await waitFor(() => expect(backend.last('GET', PAGE).query).toEqual({ creative: 'Осень', page: '1', per_page: '50', field: 'day', order: 'desc' }));
    expect(store.activeId).toBe(4);
    expect(window.location.hash).toBe('#cr=%D0%9E%D1%81%D0%B5%D0%BD%D1%8C');
    stop();
  });

  it('adds a pill with the id of the maximum plus one by PUT {page} with the header; a query saved under another pill asks first; delete asks; default; the answer’s report applies', async () => {
    const { store, stop } = started(`${PAGE}#ev=show`);
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(await store.addPill(' Показы ')).toBe(true);
    const put = backend.last('PUT', PAGE);
    expect(put.headers['x-report-settings-method']).toBe('change');
    expect(put.body).toEqual({
      report_settings: {
        fastFilters: [...SETTINGS.fastFilters, { id: 5, name: 'Показы', qs: 'ev=show', sort: 3, active: true }],
        defaultFilter: 1,
      },
    });
    expect(store.activeId).toBe(5);

    const again = store.addPill('Ещё раз');
    expect(await answerConfirm(false)).toEqual({ title: 'Подтверждение', message: 'Эти фильтры уже сохранены как «Показы». Сохранить ещё раз?' });
    expect(await again).toBe(false);
    expect(backend.all('PUT', PAGE)).toHaveLength(1);

    await store.renamePill(5, 'Все показы');
    await store.makeDefault(5);
    expect(store.settings.defaultFilter).toBe(5);
    const removal = store.deletePill(store.pills[2]);
    expect((await answerConfirm(true)).message).toBe('Удалить быстрый фильтр «Все показы»?');
    expect(await removal).toBe(true);
    expect(backend.last('PUT', PAGE).body).toEqual({ report_settings: { fastFilters: SETTINGS.fastFilters.map((f) => ({ ...f })), defaultFilter: null } });
    expect(store.pills.map((f) => f.name)).toEqual(['Клики', 'Осень']);

    backend.fail('PUT', PAGE, { success: false, message: 'Нет прав на настройку отчёта' });
    expect(await store.makeDefault(4)).toBe(false);
    expect(store.settings.defaultFilter).toBeNull();
    stop();
  });

  it('sends the settings whole with every pill change: ordered, list and what it does not know go back as they came, after a bare answer too', async () => {
    const kept = { ordered: ['count', 'day'], list: [{ field: 'count', visible: 1 }], zz_report: 'как есть' };
    const pill = { id: 1, name: 'Клики', qs: 'ev=click', sort: 1, active: false, zz_pill: 7 };
    const { store, stop } = started(`${PAGE}#ev=show`, settingsOf({ ...kept, fastFilters: [pill], defaultFilter: null }));
    await waitFor(() => expect(store.report.loaded).toBe(true));
    const sent = () => (backend.last('PUT', PAGE).body as { report_settings: Record<string, unknown> }).report_settings;

    await store.addPill('Показы');
    expect(sent()).toEqual({ ...kept, fastFilters: [pill, { id: 2, name: 'Показы', qs: 'ev=show', sort: 2, active: true }], defaultFilter: null });
    backend.standIn.faults.set({ method: 'PUT', path: PAGE, kind: 'respond', body: { success: true }, status: 200, times: 1 });
    expect(await store.renamePill(1, 'Все клики')).toBe(true);
    expect(sent()).toMatchObject({ ...kept, fastFilters: [{ ...pill, name: 'Все клики' }, { id: 2 }] });
    await store.makeDefault(2);
    expect(sent()).toMatchObject({ ...kept, fastFilters: [{ zz_pill: 7 }, { id: 2 }], defaultFilter: 2 });
    const removal = store.deletePill(store.pills[1]);
    await answerConfirm(true);
    expect(await removal).toBe(true);
    expect(sent()).toEqual({ ...kept, fastFilters: [{ ...pill, name: 'Все клики' }], defaultFilter: null });
    stop();
  });

  it('exports the whole filtered report (per_page=all), not the page on screen, in the columns chosen and their order', async () => {
    const { store, stop } = started(PAGE, { fastFilters: [], defaultFilter: null });
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(store.report.rows).toHaveLength(50);
    expect(store.report.total).toBe(60);
    store.openExport();
    expect(store.exportColumns.columns?.map((c) => [c.title, c.chosen])).toEqual([['Дата', true], ['ID креатива', true], ['Креатив', true], ['Событие', true], ['Количество', true]]);
    store.exportColumns.toggleAll();
    expect(await store.exportExcel()).toBe(false);
    expect(store.exportColumns.error).toBe('Выберите хотя бы одну колонку!');
    store.exportColumns.toggle('count');
    store.exportColumns.toggle('creative_name');
    expect(await store.exportExcel()).toBe(true);
    expect(backend.last('GET', PAGE).query).toEqual({ page: '1', per_page: 'all', field: 'day', order: 'desc' });
    const [name, columns, rows] = jest.mocked(exportToExcel).mock.calls[0] as unknown as [string, { title: string; value: (r: unknown) => unknown }[], unknown[]];
    expect(name).toBe('События по креативам.xlsx');
    expect(columns.map((c) => c.title)).toEqual(['Креатив', 'Количество']);
    expect(rows).toHaveLength(60);
    expect(typeof columns[1].value(rows[0])).toBe('number');
    expect(store.exportColumns.isOpen).toBe(false);
    store.openExport();
    expect(store.exportColumns.columns?.filter((c) => c.chosen).map((c) => c.field)).toEqual(['creative_name', 'count']);
    stop();
  });

  it('counts the report by the spec’s meta.total too (S 7), so every page can be reached (issue 42)', async () => {
    const rows = backend.db.collection<{ id: number }>('creative-stat-events').all().slice(0, 50);
    backend.fail('GET', PAGE, { success: true, data: rows, meta: { total: 120 } });
    const { store, stop } = started(PAGE, { fastFilters: [], defaultFilter: null });
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(store.report.rows).toHaveLength(50);
    expect(store.report.total).toBe(120);
    stop();
  });

  it('pages through a backend that caps per_page=all below its total, at the size it answered', async () => {
    const { store, stop } = started(`${PAGE}#f=count&o=asc`, { fastFilters: [], defaultFilter: null });
    await waitFor(() => expect(store.report.loaded).toBe(true));
    const rows = (from: number, to: number) => backend.db.collection<{ id: number }>('creative-stat-events').all().slice(from, to);
    // The newest fault answers first: the pages set last to first.
    for (const [from, to] of [[40, 45], [20, 40], [0, 20]]) {
      backend.standIn.faults.set({ method: 'GET', path: PAGE, kind: 'respond', body: { success: true, data: rows(from, to), meta: { total_count: 45 } }, status: 200, times: 1 });
    }
    store.openExport();
    expect(await store.exportExcel()).toBe(true);
    expect(backend.all('GET', PAGE).slice(-3).map((r) => r.query)).toEqual([
      { page: '1', per_page: 'all', field: 'count', order: 'asc' },
      { page: '2', per_page: '20', field: 'count', order: 'asc' },
      { page: '3', per_page: '20', field: 'count', order: 'asc' },
    ]);
    expect((jest.mocked(exportToExcel).mock.calls.at(-1) as unknown[])[2]).toHaveLength(45);
    stop();
  });

  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: `${PAGE}#ev=view`,
      makeStore: () => new CreativeStatEventsStore(creativeStatEventsApi(), SETTINGS, true),
      list: (store) => store.report,
      path: PAGE,
      rowsOf: (data) => rowsOf(data),
      changes: [
        (store) => store.applyPill(store.pills[0]),
        (store) => store.report.sortBy('count'),
        (store) => {
          store.draft.edit('cr', '103');
          store.search();
        },
      ],
    });
    expect(requests.at(-1)?.query).toEqual({ creative: '103', event: 'click', page: '1', per_page: '50', field: 'count', order: 'asc' });
  });
});
