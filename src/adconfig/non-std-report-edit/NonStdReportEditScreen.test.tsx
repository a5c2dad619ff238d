import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { NonStdReportEditScreen, type NonStdReportEditProps } from './NonStdReportEditScreen';

const BASE = '/stat/non-std-reports';
const PROPS: NonStdReportEditProps = {
  dataSources: [{ id: 'clickhouse', name: 'ClickHouse' }],
  resultTypes: [
    { id: 'table', name: 'Таблица', isFile: false },
    { id: 'xlsx', name: 'Файл Excel', isFile: true },
  ],
  statuses: [
    { id: 'none', name: 'Без статуса' },
    { id: 'active', name: 'Активен' },
  ],
  projects: [{ id: '1', name: 'Рекламная сеть' }],
  roles: [
    { id: 'admin', name: 'Администратор' },
    { id: 'analyst', name: 'Аналитик' },
  ],
};
// Text and selector lookups, not role queries: those walk the whole form's accessibility tree in jsdom.
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"]' });
const button = (name: string) => screen.getByText(name, { selector: 'button' });

describe('NonStdReportEditScreen', () => {
  it('create: the access tab is disabled until saved; the required fields are marked on Save; the code-like template and parameter rows', async () => {
    const { user } = renderScreen(<NonStdReportEditScreen {...PROPS} />, { at: `${BASE}/create`, entry: 'non-std-report-edit' });
    expect(screen.getByText('Новый нестандартный отчёт', { selector: 'h2' })).toBeVisible();
    expect(tab('Доступ')).toBeDisabled();
    expect(screen.queryByText('Удалить', { selector: 'button' })).toBeNull();
    await user.click(button('Добавить параметр'));
    expect(screen.getByLabelText('Тип 1')).toHaveValue('string');
    await user.click(button('Сохранить'));
    expect(await screen.findByText('Поле Шаблон запроса обязательно для заполнения.')).toBeVisible();
    expect(screen.getByText('Поле Ключ обязательно для заполнения.')).toBeVisible();
    expect(screen.getByLabelText(/^Название/)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.all('POST', BASE)).toHaveLength(0);
  });

  it('edit: the heading names the report; preview builds and runs to a file link; access adds a role and a user and saves', async () => {
    const { user } = renderScreen(<NonStdReportEditScreen {...PROPS} />, { at: `${BASE}/2/edit`, entry: 'non-std-report-edit' });
    expect(await screen.findByText('Нестандартный отчёт №2: Показы и клики по кампаниям', { selector: 'h2' })).toBeVisible();
    // A source the page's list does not offer is shown as such and kept (issue 41).
    expect(screen.getByLabelText(/^Источник данных/)).toHaveDisplayValue('Неизвестное значение (mysql)');
    expect(screen.getByLabelText(/^Статус/)).toHaveValue('active');

    await user.click(tab('Предпросмотр'));
    expect(window.location.hash).toBe('#preview');
    expect(button('Выполнить запрос')).toBeDisabled();
    await user.click(button('Построить запрос'));
    await waitFor(() => expect(screen.getByLabelText('SQL-запрос')).toHaveValue('SELECT id, name FROM campaigns WHERE id = '));
    // The built SQL can be corrected before it runs: the run sends it as typed.
    await user.type(screen.getByLabelText('SQL-запрос'), '7');
    await user.click(button('Выполнить запрос'));
    expect(backend.last('POST', `${BASE}/run-request`).body).toMatchObject({ request: 'SELECT id, name FROM campaigns WHERE id = 7' });
    // Report 2 gives a file (xlsx): its link, resolved by the browser's rules.
    expect(await screen.findByText('Скачать файл')).toHaveAttribute('href', `${BASE}/files/preview.xlsx`);
    expect(backend.last('POST', `${BASE}/run-request`).body).toMatchObject({ data_source: 'mysql', result_type: 'xlsx' });
    // The preview of A 7: the report as typed, in one call.
    await user.click(button('Предпросмотр отчёта'));
    await waitFor(() => expect(backend.all('POST', `${BASE}/preview`)).toHaveLength(1));
    expect(backend.last('POST', `${BASE}/preview`).body).toMatchObject({ name: 'Показы и клики по кампаниям', result_type: 'xlsx' });
    expect(await screen.findByText('Скачать файл')).toHaveAttribute('href', `${BASE}/files/preview.xlsx`);

    await user.click(tab('Доступ'));
    expect(await screen.findByText('Петров Алексей (№102)')).toBeVisible();
    await user.type(screen.getByLabelText('Роль (алиас)'), 'nobody{Enter}');
    expect(screen.getByText('Роль не найдена!')).toBeVisible();
    await user.type(screen.getByLabelText('ID пользователя'), '555{Enter}');
    expect(await screen.findByText('Пользователь не найден!')).toBeVisible();
    await user.clear(screen.getByLabelText('ID пользователя'));
    await user.type(screen.getByLabelText('ID пользователя'), '103');
    await user.click(button('Добавить пользователя'));
    expect(await screen.findByText('Сидоров <i>Илья</i> (№103)')).toBeVisible();
    expect(screen.getByText('Доступ не сохранён')).toBeVisible();
    await user.click(document.querySelector<HTMLButtonElement>('button[aria-label="Убрать роль Аналитик"]')!);
    await user.click(button('Сохранить доступ'));
    await waitFor(() => expect(backend.last('PUT', `${BASE}/2/access`).body).toEqual({ roles: ['admin'], users: [101, 102, 103] }));
    expect(await screen.findByText('Доступ сохранён')).toBeVisible();
    expect(backend.all('PUT', `${BASE}/2`)).toHaveLength(0);
  });

  it('many parameters and users: a page of each, a search by key reaches any parameter to edit, users named for the first 200', async () => {
    const filters = Array.from({ length: 120 }, (_, i) => ({ key: `p${i}`, type: 'string', default: '' }));
    const users = Array.from({ length: 300 }, (_, i) => i + 1);
    const report = { id: 1, name: 'Большой отчёт', data_source: 'clickhouse', result_type: 'table', request_tpl: 'SELECT 1', params: { filters }, organization_id: null, status: 'active', access: { roles: ['admin'], users } };
    backend.fail('GET', `${BASE}/1`, { success: true, data: report });
    const { user } = renderScreen(<NonStdReportEditScreen {...PROPS} />, { at: `${BASE}/1/edit`, entry: 'non-std-report-edit' });
    expect(await screen.findByText('Нестандартный отчёт №1: Большой отчёт', { selector: 'h2' })).toBeVisible();
    expect(screen.getByLabelText(/^Ключ 50/)).toHaveValue('p49');
    expect(screen.queryByText(/^Ключ 51/, { selector: 'label' })).toBeNull();
    expect(button('Показать ещё 50 из 120')).toBeVisible();

    await user.click(screen.getByLabelText('Найти параметр по ключу'));
    await user.paste('p110');
    expect(screen.getByLabelText(/^Ключ 111/)).toHaveValue('p110');
    expect(screen.queryByText(/^Ключ 1$/, { selector: 'label' })).toBeNull();
    await user.type(screen.getByLabelText('Значение по умолчанию 111'), '7');
    await user.click(button('Сохранить'));
    await waitFor(() => expect(backend.all('PUT', `${BASE}/1`)).toHaveLength(1));
    const sent = backend.last('PUT', `${BASE}/1`).body as { params: { filters: unknown[] } };
    expect(sent.params.filters).toHaveLength(120);
    expect(sent.params.filters[110]).toEqual({ key: 'p110', type: 'string', default: '7' });

    await user.click(tab('Доступ'));
    expect(await screen.findByText('Показаны 100 из 300: уточните поиск.')).toBeVisible();
    expect(backend.last('GET', '/users').query.user_id).toHaveLength(200);
    await user.click(screen.getByLabelText('Найти пользователя'));
    await user.paste('№250');
    expect(screen.getByText('Пользователь №250')).toBeVisible();
    expect(screen.queryByText('Пользователь №1')).toBeNull();
  });
});
