import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeChannelsScreen } from './CreativeChannelsScreen';

// Creative 2: three channels (a small table keeps jsdom quick; the paging is the store test's).
const open = async () => {
  const view = renderScreen(<CreativeChannelsScreen />, { at: '/creatives/channels/?id=2', entry: 'creative-channels' });
  await screen.findByText('pogoda.rf — канал №202');
  return view;
};

describe('CreativeChannelsScreen', () => {
  it('shows the creative card and the channels; add is off without matching payouts; filters go to the hash', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { name: 'Флайт #2 · Весенний флайт' })).toBeVisible();
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
    await waitFor(() => expect(backend.all('POST', '/creatives/attach-list-channels')).toHaveLength(1));
    expect(backend.last('POST', '/creatives/attach-list-channels').body).toEqual({ creative_id: 2, channels: [240, 238] });
  });
});
