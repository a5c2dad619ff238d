import { screen, waitFor, within } from '@testing-library/react';
import { buildWorkbook } from '../../core/excel';
import { backend } from '../../test/setup';
import { renderScreen } from '../../test/render';
import { TEST_CSRF_TOKEN } from '../../../fixtures/server/testing/backend';
import type { SitesList, SitesListPayload } from './api';
import { pageNavigation } from '../../core/navigate';
import { SitesListFormScreen } from './SitesListFormScreen';


const LISTS = '/api/hb/sites-lists';
const CREATE = '/preferences/sites-lists/create';
const EDIT = (id: number) => `/preferences/sites-lists/edit/?id=${id}`;

const seedList = (id: number) => backend.db.collection<SitesList>('sites-lists').get(id)!;
const mainTable = () => screen.getByRole('table', { name: 'Сайты списка' });
const failedTable = () => screen.getByRole('table', { name: 'Сайты, не прошедшие автоматическую проверку' });
const nameInput = () => screen.getByRole('textbox', { name: 'Название' });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);

function expectAjaxHeaders(request: { headers: Record<string, string> }) {
  expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
  expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
}

async function openEdit(id = 1, hash = '') {
  const view = renderScreen(<SitesListFormScreen listUrl="/preferences/sites-lists/" />, { at: `${EDIT(id)}${hash}`, entry: 'sites-list-form' });
  await waitFor(() => expect(nameInput()).toHaveValue(seedList(id).name));
  return view;
}

function openCreate(hash = '') {
  return renderScreen(<SitesListFormScreen />, { at: `${CREATE}${hash}`, entry: 'sites-list-form' });
}

describe('SitesListFormScreen: create', () => {
  it('validates, creates with POST and goes to the new list\'s edit page', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = openCreate();
    expect(screen.getByRole('heading', { name: 'Новый список сайтов' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Статус' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Выгрузить список в Excel' })).toBeNull();
    await waitFor(() => expect(backend.all('GET', '/api/hb/categories')).toHaveLength(1));

    await user.click(saveButton());
    expect(await screen.findByText('Поле Название обязательно для заполнения!')).toBeVisible();
    expect(nameInput()).toHaveFocus();
    expect(backend.all('POST', LISTS)).toHaveLength(0);

    await user.type(nameInput(), 'Площадки для весенней кампании');
    await user.type(screen.getByRole('textbox', { name: 'Описание' }), 'Только проверенные');
    await user.type(screen.getByRole('textbox', { name: 'Название сайта' }), 'Весна');
    await user.type(screen.getByRole('textbox', { name: 'Ссылка' }), 'https://vesna.example.ru/');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(within(mainTable()).getByText('Весна')).toBeVisible();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(saveButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/preferences/sites-lists/edit/?id=65'));
    const request = backend.last('POST', LISTS);
    expect(request.body).toEqual({
      name: 'Площадки для весенней кампании',
      description: 'Только проверенные',
      status: 'active',
      sites: [{ name: 'Весна', url: 'https://vesna.example.ru/', cid: null, category_name: 'Без категории', isAvailable: null, checkedAt: null }],
    });
    expectAjaxHeaders(request);
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('says "Успешно сохранено" on the edit page the create page went to', async () => {
    jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const first = openCreate();
    await first.user.type(nameInput(), 'Новый список');
    await first.user.click(saveButton());
    await waitFor(() => expect(backend.all('POST', LISTS)).toHaveLength(1));
    first.unmount();

    await openEdit(65);
    const toast = await screen.findByText('Успешно сохранено');
    expect(within(toast.closest('.toast') as HTMLElement).getByText('Сохранено')).toBeVisible();
  });

  it('opens the tab of the hash and keeps the chosen tab in it', async () => {
    const { user } = openCreate('#t=list');
    expect(screen.getByRole('tab', { name: 'Список ссылок' })).toHaveAttribute('aria-selected', 'true');
    const links = screen.getByRole('textbox', { name: 'Ссылки, по одной в строке' });
    await user.type(links, '  https://one.example.ru/  {Enter}мусор{Enter}https://two.example.ru{Enter}');
    await user.click(screen.getByRole('button', { name: 'Добавить ссылки' }));
    expect(within(mainTable()).getByText('one.example.ru')).toBeVisible();
    expect(within(mainTable()).getByText('two.example.ru')).toBeVisible();
    expect(links).toHaveValue('мусор');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Один сайт' }));
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('textbox', { name: 'Название сайта' })).toBeVisible();
  });
});

describe('SitesListFormScreen: edit', () => {
  it('loads the list: fields, status, export link, sites with links and availability, failed sites with their check date', async () => {
    await openEdit(1);
    const seed = seedList(1);
    expectAjaxHeaders(backend.last('GET', `${LISTS}/1`));
    expect(screen.getByRole('heading', { name: 'Список сайтов №1' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveDisplayValue('Активен');
    expect(screen.getByRole('link', { name: 'Выгрузить список в Excel' })).toHaveAttribute('href', '/api/hb/sites-lists/1/export');
    expect(screen.getByRole('link', { name: 'К спискам сайтов' })).toHaveAttribute('href', '/preferences/sites-lists/');

    const main = seed.sites.filter((s) => s.isAvailable !== false);
    expect(screen.getByText(`Сайтов в списке: ${main.length}`)).toBeVisible();
    const first = within(dataRows(mainTable())[0]);
    expect(first.getByText(main[0].name)).toBeVisible();
    expect(first.getByRole('link', { name: main[0].url })).toHaveAttribute('href', main[0].url);
    expect(first.getByText('Доступен')).toHaveClass('badge');

    const failed = seed.sites.filter((s) => s.isAvailable === false);
    const rows = dataRows(failedTable());
    expect(rows).toHaveLength(failed.length);
    const [date, time] = failed[0].checkedAt!.split(' ');
    const [y, m, d] = date.split('-');
    expect(within(rows[0]).getByText(`${d}.${m}.${y} ${time.slice(0, 5)}`)).toBeVisible();
  });

  it('shows HTML-looking names as text', async () => {
    await openEdit(3);
    expect(nameInput()).toHaveValue('<b>Тест</b> & "кавычки"');
    expect(screen.getByRole('textbox', { name: 'Описание' })).toHaveValue(seedList(3).description);
    expect(document.querySelector('#root b, .sites-list-form b, script')).toBeNull();
  });

  // Each message of the spec is the store's (SitesListFormStore.test.ts); here: one shown under its fields, then an add.
  it("shows the add form's message under its fields, then adds a site with its category", async () => {
    const { user } = await openEdit(1);
    const add = screen.getByRole('button', { name: 'Добавить' });
    await user.click(add);
    expect(screen.getAllByText('Необходимо указать название и ссылку!')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Название сайта' }), 'Новый сайт');
    await user.type(screen.getByRole('textbox', { name: 'Ссылка' }), 'https://new.example.ru/');
    await user.click(screen.getByRole('combobox', { name: 'Категория' }));
    await user.click(await screen.findByRole('option', { name: 'Финансы' }));
    await user.click(add);
    const row = within(dataRows(mainTable())[0]);
    expect(row.getByText('Новый сайт')).toBeVisible();
    expect(row.getByText('Финансы')).toBeVisible();
    expect(row.getByText('Не проверен')).toBeVisible();
    expect(screen.getByText('Сайт «Новый сайт» добавлен в список.')).toBeVisible();
  });

  it('filters the table by name or url and keeps the filter in the hash', async () => {
    const { user } = await openEdit(1);
    const seed = seedList(1).sites.filter((s) => s.isAvailable !== false);
    const target = seed[5];
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию или ссылке' }), target.url.replace('https://', ''));
    await waitFor(() => expect(dataRows(mainTable())).toHaveLength(1));
    expect(within(mainTable()).getByText(target.name)).toBeVisible();
    expect(screen.getByText(`Найдено: 1 из ${seed.length}`)).toBeVisible();
    expect(new URLSearchParams(window.location.hash.slice(1)).get('q')).toBe(target.url.replace('https://', ''));
  });

  it('reads the filter from the hash at start', async () => {
    await openEdit(1, '#q=%D0%B3%D0%BE%D1%80%D0%BE%D0%B4%D1%81%D0%BA%D0%BE%D0%B9');
    expect(screen.getByRole('searchbox', { name: 'Поиск по названию или ссылке' })).toHaveValue('городской');
    const expected = seedList(1).sites.filter((s) => s.isAvailable !== false && s.name.toLowerCase().includes('городской'));
    expect(dataRows(mainTable())).toHaveLength(expected.length);
  });

  it('deletes all sites only when confirmed', async () => {
    const { user } = await openEdit(2);
    const count = seedList(2).sites.filter((s) => s.isAvailable !== false).length;
    await user.click(screen.getByRole('button', { name: 'Удалить все' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText(`Сайтов в списке: ${count}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Удалить все' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Удалить все сайты (${count}) из списка?`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('В списке пока нет сайтов')).toBeVisible();
  });

  // One render for the list's edits and their save: restore, delete selected, then PUT with both.
  it('restores a failed site (sent as not checked) and deletes selected sites after confirmation; the list is unsaved until PUT', async () => {
    const { user } = await openEdit(1);
    const failed = seedList(1).sites.filter((s) => s.isAvailable === false);
    await user.click(screen.getByRole('button', { name: `Восстановить: ${failed[0].name}` }));
    expect(dataRows(failedTable())).toHaveLength(failed.length - 1);
    const row = within(dataRows(mainTable())[0]);
    expect(row.getByText(failed[0].name)).toBeVisible();
    expect(row.getByText('Не проверен')).toBeVisible();

    const seed = seedList(1).sites.filter((s) => s.isAvailable !== false);
    await user.click(screen.getByRole('checkbox', { name: `Выбрать сайт ${seed[0].name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Выбрать сайт ${seed[1].name}` }));
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить выбранные сайты (2) из списка?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(mainTable()).queryByText(seed[0].name)).toBeNull());
    expect(within(mainTable()).queryByText(seed[1].name)).toBeNull();
    expect(screen.getByText(`Сайтов в списке: ${seed.length - 1}`)).toBeVisible();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(saveButton());
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    const sites = (backend.last('PUT', `${LISTS}/1`).body as SitesListPayload).sites;
    expect(sites.find((s) => s.url === failed[0].url)).toMatchObject({ isAvailable: null, checkedAt: null });
    expect(sites.map((s) => s.url)).not.toContain(seed[0].url);
  });

  // The failures in turn on one render, then the save that goes through (the gate matrix does every kind on the create page).
  it('a failed save shows field errors under their fields, then the server message, keeping what was typed; a double click saves once with PUT', async () => {
    const { user } = await openEdit(2);
    const seed = seedList(2);
    backend.fail('PUT', `${LISTS}/2`, { success: false, message: '', errors: { name: ['Список с таким названием уже есть'] } });
    await user.clear(nameInput());
    await user.type(nameInput(), 'Дубль');
    await user.click(saveButton());
    const messages = await screen.findAllByText('Список с таким названием уже есть');
    expect(messages.some((m) => m.classList.contains('invalid-feedback'))).toBe(true);
    expect(within(screen.getByRole('alert')).getByText('Список с таким названием уже есть')).toBeVisible();
    expect(nameInput()).toHaveValue('Дубль');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    backend.standIn.faults.clear();

    await user.clear(nameInput());
    await user.type(nameInput(), 'ошибка');
    await user.click(saveButton());
    expect(await screen.findByText('Не удалось сохранить список: сервер отклонил запрос (демонстрация ошибки)')).toBeVisible();
    expect(nameInput()).toHaveValue('ошибка');

    await user.clear(nameInput());
    await user.type(nameInput(), seed.name);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Заблокирован');
    const puts = backend.all('PUT', `${LISTS}/2`).length;
    const hold = backend.hold('PUT', `${LISTS}/2`);
    await user.dblClick(saveButton());
    expect(saveButton()).toBeDisabled();
    hold.release();
    const toast = await screen.findByText('Успешно сохранено');
    expect(within(toast.closest('.toast') as HTMLElement).getByText('Сохранено')).toBeVisible();
    expect(backend.all('PUT', `${LISTS}/2`)).toHaveLength(puts + 1);
    const request = backend.last('PUT', `${LISTS}/2`);
    expect(request.body).toMatchObject({ name: seed.name, description: seed.description, status: 'blocked' });
    expect((request.body as SitesListPayload).sites).toHaveLength(seed.sites.length);
    expectAjaxHeaders(request);
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
    expect(saveButton()).toBeEnabled();
  });

  it('imports sites from an Excel file and sums up what was skipped', async () => {
    const { user } = await openEdit(2);
    type Row = [string, string, string];
    const buffer = await buildWorkbook<Row>(
      ['Название', 'Ссылка', 'Категория'].map((title, i) => ({ title, value: (r: Row) => r[i] })),
      [
        ['Кино онлайн', 'https://kino.example.ru/', 'Развлечения и кино'],
        ['Сломанная', 'htp:/kino', ''],
      ],
    );
    await user.upload(screen.getByLabelText('Файл Excel для импорта'), new File([buffer], 'sites.xlsx'));
    expect(
      await screen.findByText('Добавлено сайтов: 1. Пропущено строк: 1 (некорректная ссылка или сайт уже есть в списке).', undefined, { timeout: 5000 }),
    ).toBeVisible();
    const row = within(dataRows(mainTable())[0]);
    expect(row.getByText('Кино онлайн')).toBeVisible();
    expect(row.getByText('Развлечения и кино')).toBeVisible();
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    backend.fail('GET', `${LISTS}/2`, { success: false, message: 'Сервис недоступен' }, 500);
    const { user } = renderScreen(<SitesListFormScreen />, { at: EDIT(2), entry: 'sites-list-form' });
    expect(await screen.findByText('Не удалось загрузить список сайтов.')).toBeVisible();
    expect(screen.getByText('Сервис недоступен')).toBeVisible();
    backend.reset();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(nameInput()).toHaveValue(seedList(2).name));
  });

  it('explains an edit page without a usable id', () => {
    renderScreen(<SitesListFormScreen />, { at: '/preferences/sites-lists/edit/?id=abc', entry: 'sites-list-form' });
    expect(screen.getByRole('alert')).toHaveTextContent('В адресе страницы нет корректного идентификатора списка (?id=).');
    expect(backend.requests).toHaveLength(0);
  });
});
