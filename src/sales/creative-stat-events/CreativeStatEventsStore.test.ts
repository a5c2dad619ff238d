import { waitFor } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { expectLatestWins } from '@test/races';
import { backend } from '@test/setup';
import { creativeStatEventsApi, rowsOf } from './api';
import { CreativeStatEventsStore } from './CreativeStatEventsStore';
import type { ReportSettings } from './settings';

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
