import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ChannelPayoutsScreen } from './ChannelPayoutsScreen';

const SAVE = '/api/core/channels/payouts/1';
const cell = (label: string) => {
  const input = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[aria-label="${label}"]`);
  if (!input) throw new Error(`no cell ${label}`);
  return input;
};
const ROW1 = 'Оплата за клики — Брендирование №1';
const ROW5 = 'CPV видео — Интерактивный №5';

describe('ChannelPayoutsScreen', () => {
  it('shows one kind per row (the others disabled), −1 as a dash, and saves the table with Сохранить', async () => {
    const { user } = renderScreen(<ChannelPayoutsScreen />, { at: '/channels/payouts/?id=1', entry: 'channel-payouts' });
    await waitFor(() => cell(`${ROW1} — CPM`));
    expect(backend.last('GET', SAVE).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(screen.getByText('CPE', { selector: 'th span' })).toBeVisible();
    expect(screen.getByText('<b>Схема</b> & «CPA» <img src=x onerror=alert(1)>')).toBeVisible(); // server text as text
    expect(cell(`${ROW1} — CPM`)).toHaveValue('110,67');
    expect(cell(`${ROW1} — CPC`)).toBeDisabled();
    expect(cell(`${ROW1} — RTB: режим`)).toBeDisabled();
    expect(cell(`${ROW5} — CPM`)).toHaveValue('—');
    expect(cell(`${ROW5} — CPC`)).toBeEnabled();
    await waitFor(() => expect(cell(`${ROW5} — RTB: режим`).querySelector('option[value="auction"]')).toHaveTextContent('Аукцион (вторая цена)'));

    // RTB on row 5: choosing the mode turns the single payouts off and asks for the other two parts.
    await user.selectOptions(cell(`${ROW5} — RTB: режим`), 'auction');
    expect(cell(`${ROW5} — CPC`)).toBeDisabled();
    expect(cell(`${ROW5} — RTB: цель`)).toHaveAccessibleDescription('Для RTB обязательны режим, максимальная цена и цель');
    expect(screen.getByText('Не сохранено')).toBeVisible();
    await user.type(cell(`${ROW5} — RTB: макс. цена`), '40');
    await user.type(cell(`${ROW5} — RTB: цель`), '0,5');
    await user.clear(cell(`${ROW1} — CPM`));
    expect(cell(`${ROW1} — CPC`)).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    const body = backend.last('POST', SAVE).body as { payouts: unknown[] };
    // −1 (none) untouched stays −1; a cleared payout goes as null.
    expect(body.payouts[0]).toMatchObject({ payout_type_id: 1, cpm_payout: null, cpc_payout: null, cpa_payout: null, rtb: null });
    expect(body.payouts[4]).toMatchObject({ payout_type_id: 5, cpm_payout: -1, cpc_payout: null, cpa_payout: null, rtb: { mode: 'auction', max_price: 40, target: 0.5 } });
    expect(screen.getByText('Сохранено', { selector: '.badge' })).toBeVisible();
  });

  it('repeats the save row under a table of 15 rows or more', async () => {
    renderScreen(<ChannelPayoutsScreen />, { at: '/channels/payouts/?id=2', entry: 'channel-payouts' });
    await waitFor(() => cell(`${ROW1} — CPM`));
    expect(screen.getAllByRole('button', { name: 'Сохранить' })).toHaveLength(2);
  });
});
