import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { VerifierCountersScreen } from './VerifierCountersScreen';

const PAGE = '/preferences/verifier-counters';
const BASE = '/api/hb/verifier-counters';
const cellTexts = (row: number) => Array.from(document.querySelectorAll(`tbody tr:nth-child(${row}) td`), (td) => td.textContent);

async function open() {
  const view = renderScreen(<VerifierCountersScreen />, { at: PAGE, entry: 'verifier-counters' });
  await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(20));
  await waitFor(() => expect(cellTexts(1)[2]).toBe('Adriver'));
  return view;
}

describe('VerifierCountersScreen', () => {
  it("shows the counters with verifier, unit type and today's price; the add modal's prices tab waits for the counter; an edited counter's prices: 'Цены не найдены', Enter saves a day's price", async () => {
    const { user } = await open();
    expect(cellTexts(1).slice(0, 4)).toEqual(['1', 'Weborama: показы', 'Adriver', 'Клик']);
    expect(cellTexts(7)[5]).toBe('—');
    expect(screen.getByText('IAS: видимость <b>разметка</b> & «кавычки»')).toBeVisible();

    await user.click(screen.getByText('Добавить', { selector: 'button' }));
    const create = await screen.findByRole('dialog', { name: 'Новый счётчик верификатора' });
    expect(within(create).getByRole('tab', { name: 'Цены' })).toBeDisabled();
    expect(within(create).getByText('Цены можно задать после создания счётчика: сохраните его.')).toBeVisible();
    expect(window.location.hash).toBe('#new');
    await user.click(within(create).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout: 3000 });

    await user.click(screen.getByLabelText('Изменить счётчик «Очень длинное название счётчика верификатора, которое не помещается в одну строку таблицы №14»'));
    let dialog = await screen.findByRole('dialog', { name: 'Счётчик верификатора «Очень длинное название счётчика верификатора, которое не помещается в одну строку таблицы №14»' });
    expect(within(dialog).getByLabelText(/^Название/)).toHaveValue('Очень длинное название счётчика верификатора, которое не помещается в одну строку таблицы №14');
    await user.click(within(dialog).getByRole('tab', { name: 'Цены' }));
    expect(await within(dialog).findByText('Цены не найдены')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout: 3000 });

    await user.click(screen.getByLabelText('Изменить счётчик «Adriver: клики»'));
    dialog = await screen.findByRole('dialog', { name: 'Счётчик верификатора «Adriver: клики»' });
    await user.click(within(dialog).getByRole('tab', { name: 'Цены' }));
    const box = await within(dialog).findByLabelText('Цена за 24.11.2026');
    await user.clear(box);
    await user.type(box, '2,5{Enter}');
    await waitFor(() => expect(backend.last('PUT', `${BASE}/2/prices/2026-11-24`).body).toEqual({ price: 2.5 }));
    expect(screen.getByRole('dialog', { name: 'Счётчик верификатора «Adriver: клики»' })).toBeVisible();
    expect(backend.all('PUT', `${BASE}/2`)).toHaveLength(0);

    // Issue 44: a price typed the Russian way is taken, sent as a number, and shown in ru-RU once left.
    await user.clear(box);
    await user.type(box, '1 500,5{Enter}');
    await waitFor(() => expect(backend.last('PUT', `${BASE}/2/prices/2026-11-24`).body).toEqual({ price: 1500.5 }));
    await user.tab();
    await waitFor(() => expect(within(dialog).getByLabelText('Цена за 24.11.2026')).toHaveValue('1\u00a0500,5'));
  });
});
