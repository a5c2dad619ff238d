import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { tableByCaption } from '@test/queries';
import { SettingsScreen } from './SettingsScreen';

const PAGE = '/preferences/i/settings';

jest.setTimeout(20000);

describe('SettingsScreen', () => {
  it('shows the columns the backend names, names linking to the setting page, and the create link', async () => {
    renderScreen(<SettingsScreen />, { at: PAGE, entry: 'settings' });
    const link = await screen.findByRole('link', { name: 'Лимит показов на пользователя №111' });
    expect(link).toHaveAttribute('href', `${PAGE}/111`);
    expect(screen.getByRole('link', { name: 'Добавить настройку' })).toHaveAttribute('href', `${PAGE}/create`);
    const table = tableByCaption('Настройки');
    expect(within(table).getByText('Тип')).toBeVisible();
    expect(screen.getAllByText('Всего: 120').length).toBeGreaterThan(0);
  });

  it("a failed columns request says so with 'Повторить', which asks again and shows the list (issue 42)", async () => {
    backend.standIn.faults.set({ method: 'GET', path: `${PAGE}/columns`, kind: 'respond', status: 500, body: { success: false, message: 'Сервис недоступен' }, times: 1 });
    const { user } = renderScreen(<SettingsScreen />, { at: PAGE, entry: 'settings' });
    expect(await screen.findByText('Не удалось загрузить данные')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Лимит показов на пользователя №111' })).toBeVisible();
    expect(backend.all('GET', `${PAGE}/columns`)).toHaveLength(2);
  });

  it('filters by the select and the text field /filters names', async () => {
    const { user } = renderScreen(<SettingsScreen />, { at: PAGE, entry: 'settings' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Тип' }), 'Группа настроек');
    await user.type(screen.getByRole('searchbox', { name: 'Название' }), 'бета');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(backend.last('GET', `${PAGE}/search`).query).toMatchObject({ name: 'бета', setting_type_id: '4' }));
    expect(await screen.findByRole('link', { name: 'Показывать бета-отчёты №119' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Лимит/ })).toBeNull();
  });

  it("says 'По вашему запросу ничего не найдено' for no match, the filter read back from the hash", async () => {
    renderScreen(<SettingsScreen />, { at: `${PAGE}#flt=name%3D%D0%BD%D0%B5%D1%82`, entry: 'settings' });
    expect(await screen.findByText('По вашему запросу ничего не найдено')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Название' })).toHaveValue('нет');
  });

  it('shows a row without a name by its id and leaves out rows without an id', async () => {
    backend.fail('GET', `${PAGE}/search`, { success: true, data: [{ setting_id: 5, name: null }, { name: 'без id' }, null], meta: { total_count: 2 } });
    renderScreen(<SettingsScreen />, { at: PAGE, entry: 'settings' });
    expect(await screen.findByRole('link', { name: '#5' })).toBeVisible();
    expect(screen.queryByText('без id')).toBeNull();
  });

  it("shows a flag's value '1' / '0' as 'Да' / 'Нет', by its type's name or its id's name in /filters; other types' values as they are", async () => {
    backend.fail('GET', `${PAGE}/search`, {
      success: true,
      data: [
        { setting_id: 2, name: 'Флаг по имени', setting_type: 'Флаг', value: '1' },
        { setting_id: 3, name: 'Флаг по ID', setting_type_id: 3, value: '0' },
        { setting_id: 4, name: 'Число', setting_type: 'Число', value: '1' },
      ],
      meta: { total_count: 3 },
    });
    renderScreen(<SettingsScreen />, { at: PAGE, entry: 'settings' });
    const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
    expect(within(await rowOf('Флаг по имени')).getByRole('cell', { name: 'Да' })).toBeVisible();
    await waitFor(async () => expect(within(await rowOf('Флаг по ID')).getByRole('cell', { name: 'Нет' })).toBeVisible());
    const number = await rowOf('Число');
    expect(within(number).getByRole('cell', { name: '1' })).toBeVisible();
    expect(within(number).queryByText('Да')).toBeNull();
  });
});
