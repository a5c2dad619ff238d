import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativesBulkEditScreen } from './CreativesBulkEditScreen';

const PAGE = '/creatives/bulk-edit';
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));

async function open(at = PAGE, props: { urlPath?: string } = {}) {
  const view = renderScreen(<CreativesBulkEditScreen {...props} />, { at, entry: 'creatives-bulk-edit' });
  await screen.findByRole('table', { name: 'Флайты' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  return view;
}

describe('CreativesBulkEditScreen', () => {
  it('shows the default columns, the settings link in a new tab, markup as text; searches by campaign into the hash; sets a parameter on the chosen creatives after the question', async () => {
    const { user } = await open(`${PAGE}#cid=5,8`, { urlPath: '/adm' });
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['', 'ID', 'Название', 'ID кампании', 'Дата начала', 'Дата окончания']);
    const link = screen.getByText('Весна — брендирование №130').closest('a') as HTMLElement;
    expect(link).toHaveAttribute('href', '/adm/creatives/settings/?id=130');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('<img src=x onerror=alert(1)> флайт №7')).toBeVisible();
    expect(document.querySelector('table img')).toBeNull();

    await user.clear(screen.getByLabelText('ID кампаний'));
    await user.click(screen.getByLabelText('ID кампаний'));
    await user.paste('4');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    await waitFor(() => expect(window.location.hash).toBe('#cid=4'));
    await waitFor(() => expect(bodyRows().every((row) => row.cells[3].textContent === '4')).toBe(true));

    await user.click(screen.getByLabelText('Выбрать все строки'));
    const count = bodyRows().length;
    await user.click(screen.getByLabelText('Изменить: Статус'));
    await user.selectOptions(screen.getByLabelText('Новый статус'), 'Заблокирован');
    expect(screen.queryByLabelText('Лимит кликов')).toBeNull();
    await user.click(screen.getByText(`Применить к выбранным (${count})`, { selector: 'button' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Массовое изменение' }));
    await user.click(dialog.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText(`Изменено флайтов: ${count}`)).toBeVisible();
    const put = backend.last('PUT', PAGE);
    expect(put.body).toMatchObject({ params: { status: 'blocked' } });
    expect((put.body as { ids: number[] }).ids).toHaveLength(count);
  });

  it('opens asking for filters and sends nothing; Найти with a campaign lists it; a limit goes with its type (issue 43)', async () => {
    const gets = backend.all('GET', PAGE).length;
    const { user } = renderScreen(<CreativesBulkEditScreen />, { at: PAGE, entry: 'creatives-bulk-edit' });
    expect(await screen.findByText('Установите фильтры и нажмите Поиск')).toBeVisible();
    expect(backend.all('GET', PAGE)).toHaveLength(gets);
    await user.type(screen.getByLabelText('ID кампаний'), '5');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    expect(await screen.findByText('Весна — брендирование №130')).toBeVisible();
    expect(backend.last('GET', PAGE).query).toEqual({ 'filters[campaign_id]': ['5'] });

    await user.click(screen.getByLabelText('Выбрать флайт 130'));
    await user.click(screen.getByLabelText('Изменить: Лимит показов'));
    await user.type(screen.getByLabelText(/^Лимит показов/, { selector: 'input' }), '30');
    await user.selectOptions(screen.getByLabelText('Лимит показов: тип лимита'), '% от кампании');
    await user.click(screen.getByText('Применить к выбранным (1)', { selector: 'button' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Массовое изменение' })).getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Изменено флайтов: 1')).toBeVisible();
    expect(backend.last('PUT', PAGE).body).toEqual({ ids: [130], params: { limit_displayed: 30, limit_displayed_type: 'percent_campaign' } });
  });

  it('says it when nothing is found; a failed search shows the server message', async () => {
    const { user } = renderScreen(<CreativesBulkEditScreen />, { at: `${PAGE}#q=%D0%BD%D0%B5%D1%82`, entry: 'creatives-bulk-edit' });
    expect(await screen.findByText('Ничего не найдено')).toBeVisible();
    backend.fail('GET', PAGE, { success: false, message: 'Нет доступа' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Активен');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    expect(await screen.findByText('Нет доступа')).toBeVisible();
  });

  it('a status alone asks nothing until Найти, then searches by it (issue 43: filters first, then Найти)', async () => {
    const gets = backend.all('GET', PAGE).length;
    const { user } = renderScreen(<CreativesBulkEditScreen />, { at: PAGE, entry: 'creatives-bulk-edit' });
    expect(await screen.findByText('Установите фильтры и нажмите Поиск')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Заблокирован');
    expect(backend.all('GET', PAGE)).toHaveLength(gets);
    expect(window.location.hash).toBe('');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    await waitFor(() => expect(backend.all('GET', PAGE)).toHaveLength(gets + 1));
    expect(backend.last('GET', PAGE).query).toEqual({ 'filters[status]': 'blocked' });
    expect(window.location.hash).toBe('#st=blocked');
  });

  it('a limit typed with spaces between the thousands (\'1 500\') is sent as the number 1500', async () => {
    const { user } = await open(`${PAGE}#cid=5`);
    await user.click(screen.getByLabelText('Выбрать флайт 130'));
    await user.click(screen.getByLabelText('Изменить: Бюджет'));
    const budget = screen.getByLabelText(/^Бюджет/, { selector: 'input' });
    await user.type(budget, '1 500,5');
    await user.click(screen.getByText('Применить к выбранным (1)', { selector: 'button' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Массовое изменение' })).getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Изменено флайтов: 1')).toBeVisible();
    expect(backend.last('PUT', PAGE).body).toEqual({ ids: [130], params: { limit_budget: 1500.5, limit_budget_type: 'value' } });
    expect(budget).toHaveAttribute('inputmode', 'decimal');
  });

  it('shows A 2’s default columns until the operator chooses others, and keeps the choice in the page settings', async () => {
    const { user } = await open(`${PAGE}#cid=5`);
    const headers = () => Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers()).toEqual(['', 'ID', 'Название', 'ID кампании', 'Дата начала', 'Дата окончания']);
    expect(backend.last('GET', '/api/user/page-settings').query).toEqual({ action: 'creatives-bulk-edit' });

    await user.click(screen.getByText('Настроить колонки', { selector: 'button' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Настройка колонок' }));
    expect(dialog.getByLabelText('Статус')).not.toBeChecked();
    expect(dialog.getByLabelText('ID кампании')).toBeChecked();
    await user.click(dialog.getByLabelText('Статус'));
    await user.click(dialog.getByLabelText('Бюджет'));
    await user.click(dialog.getByLabelText('ID кампании'));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).toEqual(['', 'ID', 'Название', 'Дата начала', 'Дата окончания', 'Статус', 'Бюджет']);
    const { body } = backend.last('POST', '/api/user/page-settings');
    expect(body).toMatchObject({ action: 'creatives-bulk-edit', settings: { creative_id: 1, campaign_id: 0, status: 1, limit_budget: 1, comment: 0 } });
    const row = bodyRows().find((r) => r.cells[1].textContent === '130');
    expect([row?.cells[5].textContent, row?.cells[6].textContent]).toEqual(['Заблокирован', '15\u00a0000,5']);
  });

  it('a page opened again shows the columns saved before', async () => {
    backend.db.collection<{ id: string; settings: Record<string, 0 | 1> }>('page-settings').insert({ id: 'creatives-bulk-edit', settings: { creative_id: 1, name: 1, comment: 1, campaign_id: 0 } });
    await open(`${PAGE}#cid=5`);
    await waitFor(() => expect(Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent)).toEqual(['', 'ID', 'Название', 'Комментарий', 'Дата начала', 'Дата окончания']));
  });
});
