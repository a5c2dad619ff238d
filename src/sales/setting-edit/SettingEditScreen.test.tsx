import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { SettingEditScreen } from './SettingEditScreen';

const ROLES = [{ id: 1, name: 'Администратор' }, { id: 2, name: 'Менеджер' }];
const SUBGROUPS = [{ id: 11, name: 'Отчёты' }, { id: 12, name: 'Финансы' }];
const TYPES = [{ id: 1, name: 'Строка' }, { id: 2, name: 'Число' }];
const FIELDS = [
  { name: 'value', title: 'Значение', st_id: 1 },
  { name: 'value', title: 'Значение', st_id: 2, defaultValue: '0', type: 'number' as const },
  { name: 'unit', title: 'Единица измерения', st_id: 2, defaultValue: 'шт.' },
];

jest.setTimeout(20000);

describe('SettingEditScreen', () => {
  it('shows the matrix, toggles a column and a row, saves and says so', async () => {
    const { user } = renderScreen(<SettingEditScreen roles={ROLES} subgroups={SUBGROUPS} />, { at: '/preferences/i/settings/1', entry: 'setting-edit' });
    expect(await screen.findByText('Доступ к разделам')).toBeVisible();
    const cell = await screen.findByRole('checkbox', { name: 'Финансы — Менеджер' });
    expect(cell).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Отчёты — Менеджер' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Все подгруппы: Менеджер' }));
    expect(screen.getByRole('checkbox', { name: 'Отчёты — Менеджер' })).toBeChecked();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Все роли: Отчёты' }));
    expect(screen.getByRole('checkbox', { name: 'Все роли: Отчёты' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Отчёты — Администратор' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Перетащить Финансы' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено!')).toBeVisible();
    expect(backend.last('PUT', '/preferences/i/settings/1').body).toMatchObject({
      name: 'Лимит показов на пользователя №1',
      subgroups: [{ group_id: 12, role_id: 1, sort: 1 }, { group_id: 12, role_id: 2, sort: 1 }, { group_id: 14, role_id: 2, sort: 3 }],
    });
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
  });

  it("says 'Подгруппы не заданы.' when there are none", async () => {
    renderScreen(<SettingEditScreen roles={ROLES} />, { at: '/preferences/i/settings/2', entry: 'setting-edit' });
    expect(await screen.findByText('Подгруппы не заданы.')).toBeVisible();
  });

  it('shows the setting itself: its name, type and its type’s fields, edited and saved with the matrix by PUT {page}', async () => {
    const setting = { setting_id: 1, name: 'Лимит показов <b>на пользователя</b>', setting_type_id: 2, value: '10', kept: 'как было' };
    const { user } = renderScreen(<SettingEditScreen setting={setting} settingTypes={TYPES} extraFields={FIELDS} group={{ setting_group_id: 5, name: 'Доступ к разделам', subgroups: [] }} roles={ROLES} subgroups={SUBGROUPS} />, {
      at: '/preferences/i/settings/1',
      entry: 'setting-edit',
    });
    expect(screen.getByRole('heading', { name: 'Лимит показов <b>на пользователя</b>' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Лимит показов <b>на пользователя</b>');
    expect(screen.getByRole('combobox', { name: 'Тип настройки' })).toHaveDisplayValue('Число');
    expect(screen.getByRole('textbox', { name: 'Значение' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Единица измерения' })).toHaveValue('шт.');
    expect(screen.getByRole('heading', { name: 'Подгруппы: Доступ к разделам' })).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Значение' }));
    await user.type(screen.getByRole('textbox', { name: 'Значение' }), '25');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Отчёты — Менеджер' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено!')).toBeVisible();
    expect(backend.last('PUT', '/preferences/i/settings/1').body).toEqual({
      setting_id: 1,
      kept: 'как было',
      name: 'Лимит показов <b>на пользователя</b>',
      setting_type_id: 2,
      value: '25',
      unit: 'шт.',
      subgroups: [{ group_id: 11, role_id: 2, sort: 1 }],
    });
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
  });

  it('a setting without a group: its fields, no matrix', async () => {
    renderScreen(<SettingEditScreen setting={{ setting_id: 4, name: 'Включить новый аукцион', setting_type_id: 1, value: 'да' }} settingTypes={TYPES} extraFields={FIELDS} />, { at: '/preferences/i/settings/4', entry: 'setting-edit' });
    expect(screen.getByRole('textbox', { name: 'Значение' })).toHaveValue('да');
    expect(screen.queryByRole('table', { name: 'Подгруппы по ролям' })).toBeNull();
  });
});
