import { screen, waitFor, within } from '@testing-library/react';
import { VALUE_ERRORS } from '@fixtures/server/routes/handbook-values-api';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { HandbookValuesScreen } from './HandbookValuesScreen';
import { dialogTitled, tableByCaption } from '@test/queries';

const table = () => tableByCaption('Значения справочника');
const headers = () => Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent);

jest.setTimeout(20000);

describe('HandbookValuesScreen', () => {
  it('names the handbook, shows val only when its values carry it; a malformed answer still lists and adds by the path id', async () => {
    backend.fail('GET', '/preferences/handbook-values/99', { success: true, data: [{ id: 4, name: '<b>Значение</b>', sort: 'x', organization_id: 77 }, { name: 'без id' }], handbook: 'нет', organizations: null });
    const { user } = renderScreen(<HandbookValuesScreen />, { at: '/preferences/handbook-values/99', entry: 'handbook-values' });
    const cell = await within(table()).findByText('<b>Значение</b>');
    const row = within(cell.closest('tr') as HTMLElement);
    expect(row.getByText('#77')).toBeVisible();
    expect(row.getByText('0')).toBeVisible();
    // The modal shows the value's organization the page does not name as its id, not as 'all organizations'.
    await user.click(row.getByRole('button', { name: /^Изменить/ }));
    expect((await dialogTitled('Значение справочника «<b>Значение</b>»')).getByRole('combobox', { name: 'Организация' })).toHaveDisplayValue('#77');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).toContain('Значение');
    expect(screen.queryByText('Справочник:')).toBeNull();
    await user.click(screen.getByText('Добавить', { selector: 'button' }));
    const dialog = await dialogTitled('Новое значение');
    expect(dialog.getByRole('textbox', { name: 'Сортировка' })).toHaveValue('0');
    await user.click(dialog.getByRole('textbox', { name: 'Название' }));
    await user.paste('Новое');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(VALUE_ERRORS.handbook)).toBeVisible(); // handbook 99 does not exist: handbook_id 99 was sent
    expect(backend.last('POST', '/api/hb/handbook-values').body).toMatchObject({ handbook_id: 99, name: 'Новое' });
  });

  it('edits in the modal for a handbook without isEditPage (server errors under fields); never leaving the page', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<HandbookValuesScreen />, { at: '/preferences/handbook-values/4', entry: 'handbook-values' });
    expect(await screen.findByText('Модели продаж', { selector: 'strong' })).toBeVisible();
    expect(headers()).toContain('Значение');
    await user.click(screen.getByRole('button', { name: 'Изменить значение «Оплата за клики»' }));
    const dialog = await dialogTitled('Значение справочника «Оплата за клики»');
    const val = dialog.getByRole('textbox', { name: 'Значение' });
    await user.clear(val);
    await user.click(val);
    await user.paste('cpm');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText(VALUE_ERRORS.valTaken)).toBeVisible();
    expect(val).toHaveValue('cpm');
    expect(dialog.getByText('Есть несохранённые изменения')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});
