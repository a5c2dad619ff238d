import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { KpiIndicatorsScreen } from './KpiIndicatorsScreen';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';

const PAGE = '/preferences/sales/kpi-indicators';
const API = '/api/sales/kpi-indicators';
// Found by its caption text: role queries over rows of buttons and switches are what jsdom is slowest at.
const table = () => tableByCaption('KPI-показатели');
const rowOf = (name: string) => rowIn(table(), name, 'td');
async function open(at = PAGE) {
  const view = renderScreen(<KpiIndicatorsScreen />, { at, entry: 'kpi-indicators' });
  await within(table()).findByText('Просмотры карточки товара');
  return view;
}

jest.setTimeout(20000);

describe('KpiIndicatorsScreen', () => {
  it('lists indicators with type names from the columns, HTML-looking names as text, row controls named by row; the create link is #new', async () => {
    const { user } = await open();
    const row = rowOf('Отказы');
    expect(row.getByText('Качественный')).toBeVisible();
    expect(row.getByText('Процент')).toBeVisible();
    expect(row.getByText('BrKpi')).toBeVisible();
    expect(row.getByRole('switch', { name: 'Статус KPI-показателя «Отказы»' })).toBeChecked();
    expect(rowOf('PI').getByRole('switch')).not.toBeChecked();
    expect(within(table()).getByText('<b>Вовлечённость</b> «с разметкой» & "кавычками"')).toBeVisible();
    expect(table().querySelector('b')).toBeNull();

    const link = screen.getByRole('link', { name: 'Добавить KPI-показатель' });
    expect(link).toHaveAttribute('href', `${PAGE}#new`);
    await user.click(link);
    const dialog = await dialogTitled('Новый KPI-показатель');
    expect(window.location.hash).toBe('#new');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    expect(dialog.getByText('Поле "Тип KPI" обязательно для заполнения!')).toBeVisible();
    expect(dialog.getByText('Поле "Тип значения" обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', API)).toHaveLength(0);

    const kpiType = dialog.getByRole('combobox', { name: 'Тип KPI' });
    expect(within(kpiType).getAllByRole('option').map((o) => o.textContent)).toEqual(['Выберите…', 'Качественный', 'Количественный']);
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'CTR');
    expect(dialog.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.selectOptions(kpiType, 'Качественный');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Тип значения' }), 'Процент');
    await user.click(dialog.getByRole('checkbox', { name: 'С разбивкой по дням' }));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(backend.last('POST', API).body).toMatchObject({ name: 'CTR', kpi_type: 'quality', value_type: 'percent', is_breakdown_by_day: 1, status: 'active' });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(window.location.hash).toBe('');
    expect(rowOf('CTR').getByText('Активен')).toBeVisible();
  });

  it('opens the add modal from the link #new, and edits a record with its values filled in under a title naming it', async () => {
    const { user } = await open(`${PAGE}#new`);
    await dialogTitled('Новый KPI-показатель');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    await user.click(rowOf('Сессии').getByRole('button', { name: 'Изменить KPI-показатель «Сессии»' }));
    const dialog = await dialogTitled('KPI-показатель «Сессии»');
    expect(dialog.getByRole('combobox', { name: 'Тип KPI' })).toHaveDisplayValue('Количественный');
    expect(dialog.getByRole('combobox', { name: 'Класс расчёта' })).toHaveDisplayValue('SessionsKpi');
    expect(dialog.getByRole('textbox', { name: 'Поля импорта' })).toHaveValue('Визиты, Отказы');
    expect(dialog.getByRole('checkbox', { name: 'Обязателен для ввода' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Итоги считаются автоматически' })).not.toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: 'Поле плана' }), '_v2{Enter}');
    await waitFor(() => expect(backend.all('PUT', `${API}/1`)).toHaveLength(1));
    expect(backend.last('PUT', `${API}/1`).body).toMatchObject({ name: 'Сессии', plan_field: 'sessions_plan_v2', is_required_input: 1, organizations: [1, 2] });
  });

  it('with an answer of S 3’s fields only (no columns; organizations as records) the table and the modal work', async () => {
    const record = { id: 7, name: 'Глубина', kpi_type: 'quality', value_type: 'other', organizations: [{ organization_id: 3 }], status: 'active' };
    backend.fail('GET', API, { success: true, data: [record] });
    const { user } = renderScreen(<KpiIndicatorsScreen />, { at: PAGE, entry: 'kpi-indicators' });
    await within(table()).findByText('Глубина');
    expect(rowOf('Глубина').getByText('Качественный')).toBeVisible();
    await user.click(rowOf('Глубина').getByRole('button', { name: /Изменить/ }));
    const dialog = await dialogTitled('KPI-показатель «Глубина»');
    expect(dialog.getByLabelText(/^Тип KPI/)).toHaveDisplayValue('Качественный');
    expect(within(dialog.getByLabelText(/^Тип KPI/)).getByText('Количественный')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^ID организаций/)).toHaveValue('3');
  });
});

// Audit images-kpi §2/§3: organizations and showIn were typed as raw ids; a class_name outside the five showed 'Не выбрано'.
describe('KpiIndicatorsScreen with the page dictionaries', () => {
  const ORGANIZATIONS = [
    { id: 1, name: 'Медиа-Холдинг' },
    { id: 2, name: 'Новостной портал «Вести»' },
  ];
  const REPORTS = [{ id: 1, name: 'Пост-клик KPI' }];

  it("chooses organizations and reports by name, shows and keeps ids the page does not name, and keeps an unknown class as 'Неизвестное значение (…)'", async () => {
    const record = { id: 7, name: 'Глубина', kpi_type: 'quality', value_type: 'other', organizations: [2, 9], class_name: 'ScrollKpi', params: { showIn: [1, 5] }, status: 'active' };
    backend.fail('GET', API, { success: true, data: [record] });
    const { user } = renderScreen(<KpiIndicatorsScreen organizations={ORGANIZATIONS} reports={REPORTS} />, { at: PAGE, entry: 'kpi-indicators' });
    await within(table()).findByText('Глубина');
    expect(rowOf('Глубина').getByText('Неизвестное значение (ScrollKpi)')).toBeVisible();

    await user.click(within(table()).getByRole('button', { name: 'Изменить KPI-показатель «Глубина»' }));
    const dialog = await dialogTitled('KPI-показатель «Глубина»');
    expect(dialog.getByRole('combobox', { name: 'Класс расчёта' })).toHaveDisplayValue('Неизвестное значение (ScrollKpi)');
    expect(dialog.queryByRole('textbox', { name: /ID организаций/ })).toBeNull();
    expect(dialog.getByText('Новостной портал «Вести»')).toBeVisible();
    expect(dialog.getByText('Неизвестное значение (9)')).toBeVisible();
    expect(dialog.getByText('Пост-клик KPI')).toBeVisible();
    expect(dialog.getByText('Неизвестное значение (5)')).toBeVisible();

    // Add an organization by its name; the unknown id stays chosen.
    await user.click(dialog.getByRole('combobox', { name: /^Организации/ }));
    await user.click(await screen.findByText('Медиа-Холдинг'));
    backend.fail('PUT', `${API}/7`, { success: true, message: '' });
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('PUT', `${API}/7`)).toHaveLength(1));
    expect(backend.last('PUT', `${API}/7`).body).toMatchObject({ organizations: [2, 9, 1], class_name: 'ScrollKpi', params: { showIn: [1, 5] } });
  });
});
