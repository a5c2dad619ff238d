import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { REDIRECTION_ERRORS, type RedirectionRecord } from '@fixtures/server/routes/redirection-channels';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { expectLatestWins } from '@test/races';
import { backend } from '@test/setup';
import { channelOf, redirectionChannelsApi } from './api';
import { RedirectionChannelsStore } from './RedirectionChannelsStore';

const PAGE = '/preferences/redirection-channels';
const DATA = '/api/';
const REST = '/api/rest/redirection-channels';
const redirections = () => backend.db.collection<RedirectionRecord>('redirection-channels', { key: 'channel_id' });
const lastToast = () => notify.toasts.at(-1);
const calls = (model: string, method: string) => backend.all('GET', DATA).filter((r) => r.query['api.model'] === model && r.query['api.method'] === method);
const argsOf = (model: string, method: string) => JSON.parse(String(calls(model, method).at(-1)?.query['api.args'])) as unknown[];

async function started(at = PAGE) {
  window.history.replaceState(null, '', at);
  const store = new RedirectionChannelsStore(redirectionChannelsApi());
  const stop = store.start();
  await waitFor(() => expect(store.table.list.loaded && store.results.loaded && store.formats.length > 0).toBe(true));
  return { store, stop };
}

describe('RedirectionChannelsStore', () => {
  it('loads the redirection channels, the search (status active by default), formats and statuses through /api/ with the headers', async () => {
    const { store, stop } = await started();
    const [tableArgs, searchArgs] = calls('Channels', 'search').map((r) => JSON.parse(String(r.query['api.args'])) as unknown[]);
    expect(tableArgs).toEqual([{ with: ['format', 'corrections'], order_by: 'updated', is_redirection_channel: 1 }]);
    expect(searchArgs).toEqual([{ with: ['format'], order_by: 'name', status: 'active', is_redirection_channel: 0 }]);
    expect(calls('Channels', 'search')[0].headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(redirections().count());
    expect(store.table.list.rows.every((c) => c.isRedirection && c.format_name !== '')).toBe(true);
    expect(store.results.rows.every((c) => !c.isRedirection && c.status === 'active')).toBe(true);
    expect(store.statuses.map((s) => s.value)).toEqual(['active', 'blocked', 'moderation']);
    expect(store.formats[0]).toEqual({ value: '1', name: 'Баннер 240×400' });

    store.draft.edit('q', 'Новости');
    store.draft.edit('fmt', '2');
    store.draft.edit('st', 'all');
    store.search();
    await waitFor(() => expect(argsOf('Channels', 'search')).toEqual([{ with: ['format'], order_by: 'name', name: 'Новости', format_id: 2, is_redirection_channel: 0 }]));
    expect(window.location.hash).toBe('#q=%D0%9D%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8&fmt=2&st=all');
    store.resetSearch();
    expect(window.location.hash).toBe('');
    stop();
  });

  it('creates a redirection channel from a found one: "Выберите канал!", the corrections checked, then POST with corrections as a JSON string', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    expect(await editor.save()).toBe(false);
    expect(editor.formError).toBe('Выберите канал!');
    expect(lastToast()?.lines).toEqual(['Выберите канал!']);

    const found = store.results.rows[0];
    await store.choose(found);
    expect(window.location.hash).toBe(`#c=${found.id}`);
    await waitFor(() => expect(editor.channel?.id).toBe(found.id));
    await waitFor(() => expect(store.formatEvents.length).toBeGreaterThan(0));
    expect(editor.list.rows).toHaveLength(1); // a new one starts with an empty row
    const [first] = editor.list.rows;
    editor.list.set(first.key, 'slice', '120');
    editor.list.addRow();
    const second = editor.list.rows[1];
    editor.list.set(second.key, 'event', 'clicked');
    editor.list.set(second.key, 'redirection', '50');
    expect(await editor.save()).toBe(false);
    expect(editor.list.errors).toEqual({
      [first.key]: { slice: '% число от 0 до 100!', redirection: '% число от 0 до 100!', event: 'Выберите событие!' },
      [second.key]: { slice: '% число от 0 до 100!' },
    });
    expect(editor.formError).toBe('Форма содержит ошибки!');
    expect(backend.all('POST', REST)).toHaveLength(0);

    editor.list.set(first.key, 'event', `event:${store.formatEvents[0].value}`);
    editor.list.set(first.key, 'slice', '12,5');
    editor.list.set(first.key, 'redirection', '100');
    editor.list.set(second.key, 'slice', '0'); // a zero slice: dropped
    expect(editor.list.isTaken(first.key, 'clicked')).toBe(true);
    editor.list.addRow(); // an empty row: dropped
    expect(await editor.save()).toBe(true);
    const post = backend.last('POST', REST);
    expect(post.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    // The channel's own fields go back as they came beside the two of I 7 (issue 41's round trip).
    expect(post.body).toEqual({
      name: found.name,
      url: found.source.url,
      format_id: String(found.format_id),
      status: found.status,
      created: found.created,
      updated: found.updated,
      channel_id: String(found.id),
      corrections: JSON.stringify([{ channel_id: found.id, type: 'event', event_id: Number(store.formatEvents[0].value), slice_percent: 12.5, redirection_percent: 100 }]),
    });
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    await waitFor(() => expect(store.table.list.rows.some((c) => c.id === found.id)).toBe(true));
    expect(store.results.rows.some((c) => c.id === found.id)).toBe(false);
    expect(editor.channel?.isRedirection).toBe(true);
    expect(editor.dirty).toBe(false);

    // Now it is a redirection channel: the next save updates it.
    editor.list.set(editor.list.rows[0].key, 'redirection', '40');
    expect(await editor.save()).toBe(true);
    expect(backend.last('PUT', `${REST}/${found.id}`).body).toMatchObject({ channel_id: String(found.id) });
    expect(redirections().get(found.id)?.corrections[0]).toMatchObject({ redirection_percent: 40 });
    stop();
  });

  it('opens a linked channel (#c=), keeps what was typed when the save fails, asks before leaving unsaved corrections, deletes after the confirmation', async () => {
    const { store, stop } = await started(`${PAGE}#c=101`);
    const { editor } = store;
    await waitFor(() => expect(editor.channel?.id).toBe(101));
    expect(editor.channel?.isRedirection).toBe(true);
    expect(editor.list.rows.map((r) => r.event)).toEqual(expect.arrayContaining(['displayed']));
    editor.list.set(editor.list.rows[0].key, 'slice', '33');
    backend.fail('PUT', `${REST}/101`, { success: false, message: REDIRECTION_ERRORS.message, errors: { corrections: [REDIRECTION_ERRORS.percent] } });
    expect(await editor.save()).toBe(false);
    expect(lastToast()?.lines).toEqual([REDIRECTION_ERRORS.message, REDIRECTION_ERRORS.percent]);
    expect(editor.list.rows[0].slice).toBe('33');
    expect(editor.dirty).toBe(true);

    const other = store.table.list.rows.find((c) => c.id !== 101);
    if (!other) throw new Error('seed: another redirection channel');
    const declined = store.choose(other);
    expect((await answerConfirm(false)).message).toBe('Корректировки не сохранены. Открыть другой канал без сохранения?');
    await declined;
    expect(store.chosenId).toBe(101);

    const row = store.table.list.rows.find((c) => c.id === 101);
    if (!row) throw new Error('listed');
    const removing = store.remove(row);
    expect(await answerConfirm(true)).toMatchObject({ title: `Удаление канала перенаправления «${row.name}»` });
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${REST}/101`).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(store.chosenId).toBeNull();
    await waitFor(() => expect(editor.channel).toBeNull());
    expect(store.table.list.rows.some((c) => c.id === 101)).toBe(false);
    stop();
  });

  it('search: the latest filters win (the other /api/ calls of the page answered apart)', async () => {
    const real = redirectionChannelsApi();
    const empty = { rows: [], total: 0, meta: {}, extra: {} };
    await expectLatestWins({
      at: PAGE,
      // The table, formats and statuses also GET /api/: here they answer without the network, so every /api/ call is the search's.
      makeStore: () => new RedirectionChannelsStore({ ...real, table: { ...real.table, list: () => Promise.resolve(empty) }, formats: () => Promise.resolve([]), statuses: () => Promise.resolve([]) }),
      list: (store) => store.results,
      path: DATA,
      changes: [
        (store) => {
          store.draft.edit('q', 'Новости');
          store.search();
        },
        (store) => {
          store.draft.edit('st', 'all');
          store.search();
        },
      ],
      rowsOf: (data) => data.map((raw) => channelOf(raw, false)),
    });
  });
});

// Audit images-kpi §3: a #c= link to a channel in neither list was looked up by the name search alone.
describe('the channel a #c= link opens', () => {
  it('is looked up by channel_id (A 7), with one call when the backend filters by it', async () => {
    const channel = await redirectionChannelsApi().channel(104);
    expect(channel).toMatchObject({ id: 104, name: 'Погода сегодня — канал №4' });
    expect(calls('Channels', 'search').map((r) => JSON.parse(String(r.query['api.args'])) as unknown[])).toEqual([[{ with: ['format', 'corrections'], channel_id: 104 }]]);
  });

  it('tries the search string when the channel_id search does not hold it (a backend ignoring the filter), null only when neither does', async () => {
    backend.fail('GET', '/api/', { success: true, data: [{ channel_id: 1, name: 'Другой канал' }] });
    expect(await redirectionChannelsApi().channel(104)).toBeNull();
    expect(calls('Channels', 'search').map((r) => JSON.parse(String(r.query['api.args'])) as unknown[])).toEqual([
      [{ with: ['format', 'corrections'], channel_id: 104 }],
      [{ with: ['format', 'corrections'], name: '104' }],
    ]);
  });

  it('sends the channel back as it came beside channel_id and the corrections (issue 41 round trip), never what the search adds', async () => {
    backend.setModes({ roundTrip: true });
    const api = redirectionChannelsApi();
    const channel = (await api.channel(104))!;
    await api.table.create({ channel_id: 104, corrections: [], source: channel.source });
    const body = backend.last('POST', '/api/rest/redirection-channels').body as Record<string, unknown>;
    expect(body).toMatchObject({ channel_id: '104', corrections: '[]', name: 'Погода сегодня — канал №4', zz_unknown_field: 'сохранить как есть' });
    expect(body).not.toHaveProperty('format_name');
    expect(body).not.toHaveProperty('is_redirection_channel');
  });
});
