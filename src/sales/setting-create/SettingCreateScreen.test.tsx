import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { SettingCreateScreen } from './SettingCreateScreen';

const PAGE = '/preferences/i/settings/create';
const PROPS = {
  settingTypes: [{ id: 1, name: 'Строка' }, { id: 2, name: 'Число' }],
  extraFields: [
    { name: 'value', title: 'Значение', st_id: 2, defaultValue: '0' },
    { name: 'scope', st_id: 2, visible: false, defaultValue: 'global' },
    { name: 'description', title: 'Описание', st_id: 1, type: 'textarea' as const },
  ],
};

jest.setTimeout(20000);

describe('SettingCreateScreen', () => {
  it("fills the base part, then the chosen type's fields, saves and returns to the list", async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<SettingCreateScreen {...PROPS} />, { at: PAGE, entry: 'setting-create' });
    expect(await screen.findByText('Выберите тип настройки, чтобы заполнить его параметры.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле "Тип настройки" обязательно для заполнения!')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'Лимит запросов');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Тип настройки/ }), 'Строка');
    expect(screen.getByRole('textbox', { name: 'Описание' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Тип настройки/ }), 'Число');
    expect(screen.queryByRole('textbox', { name: 'Описание' })).toBeNull();
    const value = screen.getByRole('textbox', { name: 'Значение' });
    expect(value).toHaveValue('0');
    await user.clear(value);
    await user.type(value, '40');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/preferences/i/settings'));
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Лимит запросов', setting_type_id: 2, value: '40', scope: 'global' });
    expect(screen.getByRole('link', { name: 'К списку настроек' })).toHaveAttribute('href', '/preferences/i/settings');
  });

  it('without the types in the page, they come from the list\'s filters (S 7 GET {list}/filters) and the choice is sent', async () => {
    jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<SettingCreateScreen />, { at: PAGE, entry: 'setting-create' });
    const type = await screen.findByRole('combobox', { name: /^Тип настройки/ });
    expect(backend.last('GET', '/preferences/i/settings/filters')).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'Флаг витрины');
    await user.selectOptions(type, 'Флаг');
    expect(screen.getByText('У этого типа нет дополнительных полей.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', PAGE).body).toEqual({ name: 'Флаг витрины', setting_type_id: 3 }));
  });

  it('with neither the page\'s types nor the filters\' answer, the type is typed by its id, said so', async () => {
    jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    backend.fail('GET', '/preferences/i/settings/filters', { success: false, message: 'Недоступно' }, 500);
    const { user } = renderScreen(<SettingCreateScreen />, { at: PAGE, entry: 'setting-create' });
    const typeId = await screen.findByRole('textbox', { name: /^Тип настройки \(ID\)/ });
    expect(screen.getByText('Список типов не получен: укажите ID типа настройки.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'Лимит');
    await user.type(typeId, '2x');
    expect(typeId).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', PAGE).body).toEqual({ name: 'Лимит', setting_type_id: 2 }));
  });

  it("a number field takes '12,5' (a comma or a dot, spaces between thousands), shows it in ru-RU once left and sends the number it reads as (a setting's value is text: '12500.5')", async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const extraFields = [{ name: 'value', title: 'Значение', st_id: 2, defaultValue: '0', type: 'number' as const }];
    const { user } = renderScreen(<SettingCreateScreen settingTypes={PROPS.settingTypes} extraFields={extraFields} />, { at: PAGE, entry: 'setting-create' });
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), 'Доля показов');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Тип настройки/ }), 'Число');
    const value = screen.getByRole('textbox', { name: 'Значение' });
    await user.clear(value);
    await user.type(value, '12 500,5');
    await user.tab();
    expect(value).toHaveValue('12\u00a0500,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/preferences/i/settings'));
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Доля показов', setting_type_id: 2, value: '12500.5' });
  });
});
