import { screen, waitFor, within } from '@testing-library/react';
import type { PayoutType } from '@fixtures/server/routes/payout-schemes';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { PayoutSchemesScreen } from './PayoutSchemesScreen';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';

const PAGE = '/preferences/sales/payout-types';
const API = '/api/core/payout-types';
const table = () => tableByCaption('Схемы выплат');
const rowOf = (name: string) => rowIn(table(), name, 'td');

async function open(at = PAGE) {
  const view = renderScreen(<PayoutSchemesScreen />, { at, entry: 'payout-schemes' });
  await within(table()).findByText('Оплата за показы — Нативный №30');
  return view;
}

jest.setTimeout(20000);

describe('PayoutSchemesScreen', () => {
  it('lists the schemes with format and event names, the status switch and actions named by row, in a 550 px box', async () => {
    await open();
    const row = rowOf('CPC премиум — Баннер №24');
    expect(row.getByText('Баннер 240×400')).toBeVisible();
    expect(row.getByText('Показ')).toBeVisible();
    expect(row.getByRole('switch', { name: 'Статус схемы «CPC премиум — Баннер №24»' })).not.toBeChecked();
    expect(row.getByRole('button', { name: 'Изменить схему «CPC премиум — Баннер №24»' })).toBeVisible();
    expect(row.getByRole('button', { name: 'Удалить схему «CPC премиум — Баннер №24»' })).toBeVisible();
    // HTML-looking names show as text.
    expect(within(table()).getByText('<script>alert(1)</script> Схема «с разметкой» & "кавычками"')).toBeVisible();
    expect(document.querySelector('#root script, table script')).toBeNull();
    const box = table().parentElement;
    expect(box).toHaveAttribute('role', 'region');
    expect(box).toHaveAttribute('aria-label', 'Схемы выплат');
    expect(box).toHaveStyle({ maxHeight: '550px' });
    expect(screen.getByText(`Всего: ${backend.db.collection('payout-types').count()}`)).toBeVisible();
  });

  it('adds a scheme: required messages, active formats only, the event reset by a format change, then the row shown', async () => {
    const { user } = await open();
    await user.click(screen.getByText('Добавить', { selector: 'button' }));
    const dialog = await dialogTitled('Новая схема выплат');
    expect(window.location.hash).toBe('#new');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    expect(dialog.getByText('Поле "Формат" обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', API)).toHaveLength(0);

    const format = dialog.getByRole('combobox', { name: 'Формат' });
    expect(within(format).queryByRole('option', { name: 'Аудио-реклама' })).toBeNull(); // blocked
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Оплата за взаимодействие');
    expect(dialog.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.selectOptions(format, 'Видео pre-roll');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Событие' }), 'Досмотр 50%');
    await user.selectOptions(format, '8'); // 'Интерактивный <b>баннер</b> await user.selectOptions(format, 'Интерактивный <b>баннер</b> & «спецпроект»'); «спецпроект»' (user-event matches markup-looking labels by value only)
    expect(dialog.getByRole('combobox', { name: 'Событие' })).toHaveDisplayValue('Не выбрано');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Событие' }), 'Взаимодействие');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    // 121: 'Взаимодействие' of format 8 (fixtures/data/payout-formats.json).
    expect(backend.last('POST', API).body).toEqual({ name: 'Оплата за взаимодействие', format_id: 8, event_id: 121, status: 'active' });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(window.location.hash).toBe('');
    const row = rowOf('Оплата за взаимодействие');
    expect(row.getByText('Взаимодействие')).toBeVisible();
    expect(row.getByRole('switch', { name: 'Статус схемы «Оплата за взаимодействие»' })).toBeChecked();
    expect(row.getByText('Активна')).toBeVisible();
  });

  it('edits a scheme with its format locked and saves it with PUT', async () => {
    const { user } = await open();
    await user.click(rowOf('CPC премиум — Баннер №24').getByRole('button', { name: /^Изменить/ }));
    const dialog = await dialogTitled('Схема выплат «CPC премиум — Баннер №24»');
    expect(dialog.getByRole('combobox', { name: 'Формат' })).toBeDisabled();
    expect(dialog.getByRole('combobox', { name: 'Формат' })).toHaveDisplayValue('Баннер 240×400');
    expect(dialog.getByText('Формат нельзя изменить у созданной схемы.')).toBeVisible();
    const name = dialog.getByRole('textbox', { name: 'Название' });
    await user.clear(name);
    await user.type(name, 'CPC премиум{Enter}');
    await waitFor(() => expect(backend.all('PUT', `${API}/24`)).toHaveLength(1));
    expect(backend.last('PUT', `${API}/24`).body).toEqual({ payout_type_id: 24, name: 'CPC премиум', format_id: 1, event_id: 101, status: 'blocked' });
    expect(await within(table()).findByText('CPC премиум', { selector: 'td' })).toBeVisible();
  });

  it('deletes after the confirmation and switches the status from the row', async () => {
    const { user } = await open();
    await user.click(rowOf('CPM для партнёров — In-image №23').getByRole('button', { name: /^Удалить/ }));
    const confirm = await dialogTitled('Удаление схемы выплат «CPM для партнёров — In-image №23»');
    expect(confirm.getByText('Вы уверены?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Схема выплат удалена')).toBeVisible();
    await waitFor(() => expect(within(table()).queryByText('CPM для партнёров — In-image №23')).toBeNull());
    expect(backend.db.collection<PayoutType>('payout-types', { key: 'payout_type_id' }).get(23)).toBeUndefined();

    await user.click(rowOf('CPC премиум — Баннер №24').getByRole('switch'));
    await waitFor(() => expect(rowOf('CPC премиум — Баннер №24').getByRole('switch')).toBeChecked());
    expect(backend.last('PUT', `${API}/24`).body).toMatchObject({ status: 'active' });
    expect(rowOf('CPC премиум — Баннер №24').getByText('Активна')).toBeVisible();
  });

  it('without the answer’s formats (ours) shows the format as its id and takes the format and the event as typed ids', async () => {
    backend.fail('GET', API, { success: true, data: [{ payout_type_id: 5, name: 'Только поля спецификации', format_id: 3, event_id: 7, status: 'active' }] });
    const { user } = renderScreen(<PayoutSchemesScreen />, { at: PAGE, entry: 'payout-schemes' });
    await within(table()).findByText('Только поля спецификации');
    expect(rowOf('Только поля спецификации').getByText('#3')).toBeVisible();
    await user.click(screen.getByText('Добавить'));
    const dialog = await dialogTitled('Новая схема выплат');
    await user.type(dialog.getByLabelText(/^Название/), 'Новая');
    await user.type(dialog.getByLabelText(/^Формат/), 'x');
    await user.click(dialog.getByText('Сохранить'));
    expect(dialog.getByText('Укажите целое положительное число.')).toBeVisible();
    expect(backend.all('POST', API)).toHaveLength(0);
    await user.clear(dialog.getByLabelText(/^Формат/));
    await user.type(dialog.getByLabelText(/^Формат/), '3');
    await user.type(dialog.getByLabelText(/^Событие/), '2');
    await user.click(dialog.getByText('Сохранить'));
    await waitFor(() => expect(backend.last('POST', API).body).toEqual({ name: 'Новая', format_id: 3, event_id: 2, status: 'active' }));
  });
});
