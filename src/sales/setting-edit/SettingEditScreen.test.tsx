import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { SettingEditScreen } from './SettingEditScreen';

const ROLES = [{ id: 1, name: 'Администратор' }, { id: 2, name: 'Менеджер' }];
const SUBGROUPS = [{ id: 11, name: 'Отчёты' }, { id: 12, name: 'Финансы' }];

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
    expect(backend.last('PUT', '/preferences/i/settings/1').body).toEqual({
      subgroups: [{ group_id: 12, role_id: 1, sort: 1 }, { group_id: 12, role_id: 2, sort: 1 }, { group_id: 14, role_id: 2, sort: 3 }],
    });
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
  });

  it("says 'Подгруппы не заданы.' when there are none", async () => {
    renderScreen(<SettingEditScreen roles={ROLES} />, { at: '/preferences/i/settings/2', entry: 'setting-edit' });
    expect(await screen.findByText('Подгруппы не заданы.')).toBeVisible();
  });
});
