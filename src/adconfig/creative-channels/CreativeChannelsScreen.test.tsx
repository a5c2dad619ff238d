import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeChannelsScreen } from './CreativeChannelsScreen';

// Creative 2: three channels (a small table keeps jsdom quick; the paging is the store test's).
const SAVE_URL = '/creatives/{creative_id}/channels/{channel_id}';
const open = async (linkSaveUrl: string | null = SAVE_URL) => {
  const view = renderScreen(<CreativeChannelsScreen linkSaveUrl={linkSaveUrl ?? undefined} />, { at: '/creatives/channels/?id=2', entry: 'creative-channels' });
  await screen.findByText('pogoda.rf — канал №202');
  return view;
};

describe('CreativeChannelsScreen', () => {
  it('shows the creative card and the channels; add is off without matching payouts; filters go to the hash', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { name: 'Флайт №2 · Весенний флайт' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Добавить канал sport-portal.ru — канал №201' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Добавить канал sport-portal.ru — канал №201' })).toHaveAttribute('title', 'Нет подходящих выплат: канал нельзя добавить');
    expect(screen.getByRole('button', { name: 'Исключить канал news.example.ru — канал №200' })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('В ограничениях флайта'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(window.location.hash).toBe('#l=yes'));
    await waitFor(() => expect(backend.last('GET', '/creatives/2/channels').query).toMatchObject({ 'filters[is_limit_on_creative]': '1', page: '1' }));
  });

  it('refuses limits that are not numbers, sends empty ones as null', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Лимиты канала pogoda.rf — канал №202' }));
    const dialog = await screen.findByRole('dialog', { name: 'Лимиты канала pogoda.rf — канал №202' });
    await user.type(within(dialog).getByLabelText('Клики'), 'много');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка заполнения формы!')).toBeVisible();
    expect(within(dialog).getByLabelText('Клики')).toHaveAccessibleDescription('Поле должно содержать число!');
    await user.clear(within(dialog).getByLabelText('Клики'));
    await user.type(within(dialog).getByLabelText('Клики'), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('PUT', '/creatives/2/channels/202')).toHaveLength(1));
    expect(backend.last('PUT', '/creatives/2/channels/202').body).toEqual({
      limits: { limit_displayed: null, limit_displayed_daily: null, limit_clicked: 1500, limit_clicked_daily: null, limit_actions: null, limit_actions_daily: null, limit_budget: null, limit_budget_daily: null },
    });
  });

  it('adds channels by typed ids from the dropdown, saying when they are not ids', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Действия с каналами' }));
    await user.click(await screen.findByRole('button', { name: 'Добавить каналы по ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить каналы по ID' });
    const ids = within(dialog).getByLabelText('Идентификаторы каналов (через запятую, пробел или с новой строки)');
    await user.type(ids, 'двести');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(ids).toHaveAccessibleDescription('Необходимо корректно заполнить поле с идентификаторами!');
    await user.clear(ids);
    await user.type(ids, '240 238');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    // A 8: asked first.
    const question = await screen.findByText('Добавить в ограничения флайта каналы (2): 240, 238?');
    expect(backend.all('POST', '/creatives/attach-list-channels')).toHaveLength(0);
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(backend.all('POST', '/creatives/attach-list-channels')).toHaveLength(1));
    expect(backend.last('POST', '/creatives/attach-list-channels').body).toEqual({ creative_id: 2, channels: [240, 238] });
  });

  it('shows each link’s limits, site and comment in the table; without the chosen save the limits are read-only and nothing is PUT (issue 43)', async () => {
    const { user } = await open(null);
    const table = screen.getByRole('table', { name: 'Каналы флайта' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['ID сайта', 'Показы', 'Показы/день', 'Клики', 'Клики/день', 'Действия', 'Действия/день', 'Бюджет', 'Бюджет/день', 'Комментарий']));
    const row200 = screen.getByText('news.example.ru — канал №200').closest('tr') as HTMLTableRowElement;
    const cell = (title: string) => row200.cells[headers.indexOf(title)].textContent;
    expect([cell('ID сайта'), cell('Показы'), cell('Показы/день'), cell('Клики'), cell('Комментарий')]).toEqual(['10', '100\u00a0000', '5\u00a0000', '—', 'Только утренние показы <b>до 12:00</b>']);
    expect(within(screen.getByText('pogoda.rf — канал №202').closest('tr') as HTMLElement).queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Лимиты канала pogoda.rf — канал №202' }));
    const dialog = await screen.findByRole('dialog', { name: 'Лимиты канала pogoda.rf — канал №202' });
    expect(within(dialog).getByText('Сохранение лимитов канала на этой странице не подключено: лимиты показаны только для просмотра.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(backend.all('PUT', '/creatives/2/channels/202')).toHaveLength(0);
  });

  it('names the campaign in the card when the answer gives its name, not by its number alone (issue 45)', async () => {
    backend.db.collection('creative-channels-creatives', { key: 'creative_id' }).update(2, { campaign_name: 'Весна <i>2026</i>' });
    await open();
    const card = screen.getByRole('region', { name: 'Флайт' });
    expect(within(card).getByText('Весна <i>2026</i> (№18)')).toBeVisible();
    expect(within(card).queryByText('#18')).toBeNull();
  });

  it('on the existing backend (strict stand-in: no `creative` beside the rows) the card shows the flight the page prints', async () => {
    backend.setModes({ strict: true });
    const creative = { creative_id: 2, name: 'Весенний <b>флайт</b>', campaign_id: 18, campaign_name: 'Весна', limit_date_begin: '2026-03-01', limit_date_end: '2026-03-31', status: 'active' };
    renderScreen(<CreativeChannelsScreen creative={creative} />, { at: '/creatives/channels/?id=2', entry: 'creative-channels' });
    await screen.findByText('pogoda.rf — канал №202');
    expect(backend.last('GET', '/creatives/2/channels').status).toBe(200);
    const card = screen.getByRole('region', { name: 'Флайт' });
    expect(within(card).getByRole('heading', { name: 'Флайт №2 · Весенний <b>флайт</b>' })).toBeVisible();
    expect(within(card).getByText('Весна (№18)')).toBeVisible();
    expect(within(card).getByText('01.03.2026 — 31.03.2026')).toBeVisible();
  });

  it('the limits modal’s fields are the shared number input: a stored limit reads in ru-RU, a comma decimal is sent as a number (issue 45)', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Лимиты канала news.example.ru — канал №200' }));
    const dialog = await screen.findByRole('dialog', { name: 'Лимиты канала news.example.ru — канал №200' });
    expect(within(dialog).getByLabelText('Показы')).toHaveDisplayValue('100\u00a0000');
    expect(within(dialog).getByLabelText('Показы в день')).toHaveDisplayValue('5\u00a0000');
    await user.type(within(dialog).getByLabelText('Бюджет'), '1 500,5');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('PUT', '/creatives/2/channels/200')).toHaveLength(1));
    expect(backend.last('PUT', '/creatives/2/channels/200').body).toMatchObject({ limits: { limit_displayed: 100000, limit_displayed_daily: 5000, limit_budget: 1500.5, limit_clicked: null } });
  });

  it('without the chosen save the subcategories show as text and say they cannot be changed here (issue 45)', async () => {
    backend.db.collection('creative-channels').update(46, { subcategories: [12] });
    await open(null);
    const row200 = screen.getByText('news.example.ru — канал №200').closest('tr') as HTMLTableRowElement;
    expect(within(row200).getByText('Политика')).toBeVisible();
    expect(within(row200).getByText('Изменение подкатегорий на этой странице не подключено')).toBeVisible();
    expect(backend.all('PUT', '/creatives/2/channels/200')).toHaveLength(0);
  });
});
