import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { PayoutHistoryScreen } from './PayoutHistoryScreen';

const PAGE = '/creatives/settings-payouts-history/change/';
const cell = (label: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`no cell ${label}`);
  return input;
};
const rowTitles = () => [...document.querySelectorAll('tbody th')].map((th) => th.textContent);

/** The delete's question (A 5), answered as the user answers it. */
async function answer(user: { click(element: Element): Promise<void> }, button: 'Удалить' | 'Отмена'): Promise<string> {
  const dialog = await screen.findByRole('dialog', { name: 'Удаление записи' });
  const text = dialog.querySelector('.modal-body')?.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return text;
}

const CHANNEL = 'news.example.ru — <b>канал</b> «Новости» & партнёр';

async function open(at = `${PAGE}?id=1&channel_id=1`, channelName: string | null = CHANNEL) {
  const view = renderScreen(<PayoutHistoryScreen channelName={channelName ?? undefined} />, { at, entry: 'payout-history' });
  await waitFor(() => cell('#8 — CPE'));
  return view;
}

describe('PayoutHistoryScreen', () => {
  it('loads the rows by the data-access model, id descending, −1 as a dash', async () => {
    await open();
    const { query, headers } = backend.last('GET', '/api/');
    expect(query['api.model']).toBe('Payout_Creative_Channels_History');
    // A 7: creative_id, channel_name, ordered by id descending.
    expect(JSON.parse(String(query['api.args']))).toEqual([{ creative_id: 1, channel_name: CHANNEL, order_by: 'id', order: 'desc' }]);
    expect(headers['x-csrf-token']).toBeTruthy();
    expect(rowTitles()).toEqual(['#8', '#7', '#6', '#5', '#4', '#3', '#2', '#1']);
    expect(screen.getByRole('heading', { name: 'Флайт №1 · канал news.example.ru — <b>канал</b> «Новости» & партнёр' })).toBeVisible();
    expect(cell('#7 — CPM')).toHaveValue('—');
    expect(cell('#7 — CPE')).toHaveValue('—');
    expect(cell('#8 — Начало')).toHaveValue('05.09.2024');
  });

  it('saves insert, update and delete lists form-encoded to the page, and the answered list replaces the rows', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Добавить запись' }));
    expect(rowTitles()[0]).toBe('Новая запись 1');
    await user.type(cell('Новая запись 1 — CPC'), '4,5');
    // A new row needs its start date: the save waits.
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Исправьте значения в отмеченных ячейках.')).toBeVisible();
    expect(cell('Новая запись 1 — Начало')).toHaveAccessibleDescription('Обязательное поле');
    await user.type(cell('Новая запись 1 — Начало'), '01.12.2026');

    await user.clear(cell('#8 — CPE'));
    await user.type(cell('#8 — CPE'), '700');
    await user.click(screen.getByRole('button', { name: 'Удалить: #1' }));
    // A 5: the delete asks first.
    expect(await answer(user, 'Удалить')).toBe('Удалить запись #1? Она будет удалена при сохранении.');
    await waitFor(() => expect(cell('#1 — CPM')).toBeDisabled());
    expect(screen.getByText('Не сохранено')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    const sent = backend.last('POST', PAGE);
    expect(sent.query).toEqual({ id: '1', channel_id: '1' });
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent.body).toMatchObject({
      'insert[0][creative_id]': '1',
      'insert[0][channel_id]': '1',
      'insert[0][start_at]': '2026-12-01',
      'insert[0][end_at]': '',
      'insert[0][cpc_payout]': '4.5',
      'insert[0][cpm_payout]': '',
      'update[0][id]': '8',
      'update[0][start_at]': '2024-09-05',
      'update[0][cpa_payout]': '700',
      'delete[]': ['1'],
    });
    expect(Object.keys(sent.body as object).some((k) => k.startsWith('update[1]'))).toBe(false);
    // The answer: the new row with its id on top, #1 gone, nothing unsaved.
    await waitFor(() => expect(rowTitles()).toEqual(['#82', '#8', '#7', '#6', '#5', '#4', '#3', '#2']));
    expect(cell('#82 — CPC')).toHaveValue('4,5');
    expect(screen.getByText('Сохранено', { selector: '.badge' })).toBeVisible();
  });

  it('keeps everything when the save fails, and a removed row can be restored', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Удалить: #3' }));
    await answer(user, 'Отмена');
    expect(cell('#3 — CPM')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Удалить: #3' }));
    await answer(user, 'Удалить');
    await user.click(await screen.findByRole('button', { name: 'Вернуть: #3' }));
    expect(cell('#3 — CPM')).toBeEnabled();
    await user.clear(cell('#8 — Окончание'));
    await user.type(cell('#8 — Окончание'), '01.01.2020');
    expect(cell('#8 — Окончание')).toHaveAccessibleDescription('Окончание раньше начала');
    await user.clear(cell('#8 — Окончание'));
    await user.type(cell('#8 — CPE'), '5');
    backend.fail('POST', PAGE, { success: false, message: 'Нет доступа' });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Нет доступа')).toBeVisible();
    expect(cell('#8 — CPE')).toHaveValue('6\u00a0025');
    expect(screen.getByText('Не сохранено')).toBeVisible();
  });

  it('without the channel’s name in props asks by creative_id alone and keeps the rows to ?channel_id= (issue 43)', async () => {
    await open(`${PAGE}?id=1&channel_id=1`, null);
    expect(JSON.parse(String(backend.last('GET', '/api/').query['api.args']))).toEqual([{ creative_id: 1, order_by: 'id', order: 'desc' }]);
    expect(rowTitles()).toEqual(['#8', '#7', '#6', '#5', '#4', '#3', '#2', '#1']);
  });
});
