import { act, screen, waitFor, within } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ApiError } from '@core/apiError';
import { redirectionChannelsApi, type RedirectionChannelsApi } from './api';
import { RedirectionChannelsScreen } from './RedirectionChannelsScreen';
import { RedirectionChannelsStore } from './RedirectionChannelsStore';
import { rowIn, tableByCaption } from '@test/queries';

const PAGE = '/preferences/redirection-channels';
const REST = '/api/rest/redirection-channels';
// Found by caption / heading text: role queries over a wide page are what jsdom is slowest at.
const table = () => tableByCaption('Каналы перенаправления');
const rowOf = (name: string) => rowIn(table(), name, 'td');
const form = () => within(screen.getByText(/^(Корректировки|Новый канал перенаправления|Канал перенаправления)/, { selector: 'h2' }).closest('form') as HTMLElement);

async function open(at = PAGE) {
  const view = renderScreen(<RedirectionChannelsScreen />, { at, entry: 'redirection-channels' });
  await within(table()).findByText('Новости Урала — канал №60', { selector: 'td' });
  await screen.findByText('Погода сегодня — канал №4');
  return view;
}

jest.setTimeout(20000);

describe('RedirectionChannelsScreen', () => {
  // One render: what the page shows, Save without a channel, a channel's corrections saved, a delete, an empty search.
  it('shows the channels with format and dates, HTML-looking names as text; Save without a channel says "Выберите канал!"; saves a found channel\'s corrections (created); deletes after the confirmation; an empty search says why', async () => {
    const { user } = await open();
    const headers = Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['ID канала', 'Название', 'Формат', 'Добавлен', 'Изменён', 'Действия']);
    const row = rowOf('Новости Урала — канал №60');
    expect(row.getByText(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/, { selector: 'td:nth-child(5)' })).toBeVisible();
    expect(within(table()).getByText('<img src=x onerror=alert(1)> Канал «с разметкой» & "кавычками"')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByLabelText('Статус')).toHaveDisplayValue('Активный');

    await user.click(form().getByRole('button', { name: 'Сохранить' }));
    expect(form().getByRole('alert')).toHaveTextContent('Выберите канал!');
    expect(backend.all('POST', REST)).toHaveLength(0);

    await user.click(screen.getByLabelText('Выбрать канал «Погода сегодня — канал №4»'));
    const f = await waitFor(() => {
      const found = form();
      found.getByText('Новый канал перенаправления: Погода сегодня — канал №4');
      return found;
    });
    const event = f.getByLabelText('Событие, строка 1');
    await waitFor(() => expect(within(event).getAllByRole('option').length).toBeGreaterThan(4)); // the format's events arrived
    await user.type(f.getByLabelText('Перенаправление, %, строка 1'), '50');
    await user.click(f.getByRole('button', { name: 'Сохранить' }));
    expect(f.getByText('Форма содержит ошибки!')).toBeVisible();
    expect(f.getByText('Выберите событие!')).toBeVisible();
    expect(f.getByText('% число от 0 до 100!')).toBeVisible();
    expect(f.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.selectOptions(event, 'Показы');
    await user.type(f.getByLabelText('Срез, %, строка 1'), '15');
    await user.click(f.getByRole('button', { name: 'Добавить корректировку' }));
    expect(within(f.getByLabelText('Событие, строка 2')).getByRole('option', { name: 'Показы' })).toBeDisabled(); // one row per event
    // A 8: a row is deleted after 'Вы уверены?'.
    await user.click(f.getByRole('button', { name: 'Удалить корректировку 2' }));
    expect((await act(() => answerConfirm(true))).message).toBe('Вы уверены?');
    await waitFor(() => expect(f.queryByLabelText('Событие, строка 2')).toBeNull());
    await user.click(f.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(backend.last('POST', REST).body).toMatchObject({ name: 'Погода сегодня — канал №4', channel_id: '104', corrections: JSON.stringify([{ channel_id: 104, type: 'displayed', event_id: null, slice_percent: 15, redirection_percent: 50 }]) });
    expect(await within(table()).findByText('Погода сегодня — канал №4', { selector: 'td' })).toBeVisible();
    expect(form().getByText('Канал перенаправления: Погода сегодня — канал №4')).toBeVisible();

    await user.click(rowOf('Новости Урала — канал №60').getByRole('button', { name: 'Удалить канал перенаправления «Новости Урала — канал №60»' }));
    const confirm = within((await screen.findByText('Удаление канала перенаправления «Новости Урала — канал №60»', { selector: '.modal-title' })).closest('[role="dialog"]') as HTMLElement);
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(table()).queryByText('Новости Урала — канал №60', { selector: 'td' })).toBeNull());
    expect(backend.all('DELETE', `${REST}/160`)).toHaveLength(1);

    // An empty search.
    await user.click(screen.getByLabelText('Поиск'));
    await user.paste('zzz');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ничего не найдено. Уже назначенные каналы перенаправления исключены из выдачи.')).toBeVisible();
  });
});

// Audit images-kpi §3: a #c= link to a channel in neither list; 'Канал не найден.' only when it is not there.
describe('RedirectionChannelsScreen: a linked channel in neither list', () => {
  it('opens it by channel_id; a failed lookup offers Повторить instead of saying it is not there', async () => {
    const base = redirectionChannelsApi();
    let failures = 1;
    const api: RedirectionChannelsApi = { ...base, channel: (id, signal) => (failures-- > 0 ? Promise.reject(new ApiError('Сервис каналов недоступен')) : base.channel(id, signal)) };
    const store = new RedirectionChannelsStore(api);
    window.history.replaceState(null, '', `${PAGE}#c=106`);
    const stop = store.start();
    try {
      const { user } = renderScreen(<RedirectionChannelsScreen store={store} />, { at: `${PAGE}#c=106`, entry: 'redirection-channels' });
      expect(await screen.findByText('Сервис каналов недоступен')).toBeVisible();
      expect(await form().findByText('Не удалось загрузить канал.')).toBeVisible();
      expect(form().queryByText('Канал не найден.')).toBeNull();
      await user.click(form().getByRole('button', { name: 'Повторить' }));
      expect(await screen.findByText('Новый канал перенаправления: Финансовый обзор — канал №6')).toBeVisible();
      const lookups = backend.all('GET', '/api/').filter((r) => String(r.query['api.args']).includes('"channel_id":106'));
      expect(lookups).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("says 'Канал не найден.' for a channel that is in neither search", async () => {
    renderScreen(<RedirectionChannelsScreen />, { at: `${PAGE}#c=99999`, entry: 'redirection-channels' });
    expect(await form().findByText('Канал не найден.')).toBeVisible();
    expect(screen.queryByText('Не удалось загрузить канал.')).toBeNull();
  });
});
