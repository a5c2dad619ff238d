import { screen, waitFor, within } from '@testing-library/react';
import { buildWorkbook } from '@core/excel';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import type { SitesList, SitesListPayload } from './api';
import { pageNavigation } from '@core/navigate';
import { SitesListFormScreen } from './SitesListFormScreen';

const LISTS = '/api/hb/sites-lists';
const CREATE = '/preferences/sites-lists/create';
const EDIT = (id: number) => `/preferences/sites-lists/edit/?id=${id}`;

const seedList = (id: number) => backend.db.collection<SitesList>('sites-lists').get(id)!;
const mainTable = () => screen.getByRole('table', { name: 'Сайты списка' });
const failedTable = () => screen.getByRole('table', { name: 'Сайты, не прошедшие автоматическую проверку' });
const nameInput = () => screen.getByRole('textbox', { name: 'Название' });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
// Rows with data (not the spacer or the empty line); a selector, not a role query: role queries over a long table are jsdom's slowest.
const dataRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr')).filter((r) => r.cells.length > 1);

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

// Renders are what cost here: each test walks one page through several behaviours (texts, calls, hash).
describe('SitesListFormScreen: create', () => {
  it('opens the tab of the hash, adds pasted links; validates, creates with POST and goes to the new list\'s edit page', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = openCreate('#t=list');
    expect(screen.getByRole('heading', { name: 'Новый список сайтов' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Статус' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Выгрузить список в Excel' })).toBeNull();
    await waitFor(() => expect(backend.all('GET', '/api/hb/categories')).toHaveLength(1));

    // The tab of the hash; links one per line, trimmed, named by their host; what does not parse stays in the box.
    expect(screen.getByRole('tab', { name: 'Список ссылок' })).toHaveAttribute('aria-selected', 'true');
    const links = screen.getByLabelText('Ссылки, по одной в строке');
    await user.click(links);
    await user.paste('  https://one.example.ru/  \nмусор\nhttps://two.example.ru\n');
    await user.click(screen.getByText('Добавить ссылки'));
    expect(within(mainTable()).getByText('one.example.ru')).toBeVisible();
    expect(within(mainTable()).getByText('two.example.ru')).toBeVisible();
    expect(links).toHaveValue('мусор');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(links); // what is left in the box would count as unsaved (SitesListFormSafety.test.ts)
    await user.click(screen.getByRole('tab', { name: 'Один сайт' }));
    expect(window.location.hash).toBe('');

    await user.click(saveButton());
    expect(await screen.findByText('Поле Название обязательно для заполнения!')).toBeVisible();
    // The field is focused once the refused save has returned (a render after the error shows).
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(backend.all('POST', LISTS)).toHaveLength(0);

    await user.paste('Площадки для весенней кампании');
    await user.click(screen.getByLabelText('Описание'));
    await user.paste('Только проверенные');
    await user.click(screen.getByRole('textbox', { name: 'Название сайта' }));
    await user.paste('Весна');
    await user.click(screen.getByRole('textbox', { name: 'Ссылка' }));
    await user.paste('https://vesna.example.ru/');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(within(mainTable()).getByText('Весна')).toBeVisible();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(saveButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/preferences/sites-lists/edit/?id=65'));
    const request = backend.last('POST', LISTS);
    const site = (name: string, url: string) => ({ name, url, cid: null, category_name: 'Без категории', isAvailable: null, checkedAt: null });
    expect(request.body).toEqual({
      name: 'Площадки для весенней кампании',
      description: 'Только проверенные',
      status: 'active',
      sites: [site('Весна', 'https://vesna.example.ru/'), site('one.example.ru', 'https://one.example.ru/'), site('two.example.ru', 'https://two.example.ru')],
    });
    expectAjaxHeaders(request);
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('a create saved with a site typed and links left over leaves without asking, the button not kept busy for good, the toast on the next page', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = openCreate();
    await user.click(nameInput());
    await user.paste('Список с остатками');
    await user.click(screen.getByRole('textbox', { name: 'Название сайта' }));
    await user.paste('Недописанный');
    await user.click(screen.getByRole('tab', { name: 'Список ссылок' }));
    await user.click(screen.getByLabelText('Ссылки, по одной в строке'));
    await user.paste('мусор');
    const leavingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leavingAsks()).toBe(true);
    await user.click(saveButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/preferences/sites-lists/edit/?id=65'));
    expect(leavingAsks()).toBe(false);
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
  });

  it('says "Успешно сохранено" on the edit page the create page went to', async () => {
    jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const first = openCreate();
    await first.user.click(nameInput());
    await first.user.paste('Новый список');
    await first.user.click(saveButton());
    await waitFor(() => expect(backend.all('POST', LISTS)).toHaveLength(1));
    first.unmount();

    await openEdit(65);
    const toast = await screen.findByText('Успешно сохранено');
    expect(within(toast.closest('.toast') as HTMLElement).getByText('Сохранено')).toBeVisible();
  });
});

describe('SitesListFormScreen: edit', () => {
  // One render of list 1: what it shows, the filter and its hash, the add form, restore and delete, then the PUT with all of it.
  it('list 1: fields, status, links, availability, failed sites; filter in the hash; add form; restore and delete selected, unsaved until PUT', async () => {
    // The filter of the hash applies at start.
    const { user } = await openEdit(1, '#q=%D0%B3%D0%BE%D1%80%D0%BE%D0%B4%D1%81%D0%BA%D0%BE%D0%B9');
    const seed = seedList(1);
    const filter = screen.getByRole('searchbox', { name: 'Поиск по названию или ссылке' });
    expect(filter).toHaveValue('городской');
    const local = seed.sites.filter((s) => s.isAvailable !== false && s.name.toLowerCase().includes('городской'));
    expect(dataRows(mainTable())).toHaveLength(local.length);
    await user.clear(filter);
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
    expect(dataRows(failedTable())).toHaveLength(failed.length);
    const [date, time] = failed[0].checkedAt!.split(' ');
    const [y, m, d] = date.split('-');
    expect(within(dataRows(failedTable())[0]).getByText(`${d}.${m}.${y} ${time.slice(0, 5)}`)).toBeVisible();

    // The filter: by name or url, into the hash.
    const target = main[5];
    await user.click(filter);
    await user.paste(target.url.replace('https://', ''));
    await waitFor(() => expect(dataRows(mainTable())).toHaveLength(1));
    expect(within(mainTable()).getByText(target.name)).toBeVisible();
    expect(screen.getByText(`Найдено: 1 из ${main.length}`)).toBeVisible();
    await waitFor(() => expect(new URLSearchParams(window.location.hash.slice(1)).get('q')).toBe(target.url.replace('https://', '')));
    await user.clear(filter);
    await waitFor(() => expect(screen.getByText(`Сайтов в списке: ${main.length}`)).toBeVisible());

    // The add form's message under its fields (each message is the store's, SitesListFormStore.test.ts), then an add.
    const add = screen.getByRole('button', { name: 'Добавить' });
    await user.click(add);
    expect(screen.getAllByText('Необходимо указать название и ссылку!')).toHaveLength(2);
    await user.click(screen.getByRole('textbox', { name: 'Название сайта' }));
    await user.paste('Новый сайт');
    await user.click(screen.getByRole('textbox', { name: 'Ссылка' }));
    await user.paste('https://new.example.ru/');
    // react-select arrives once the page is idle (LazySelect): until then a read-only stand-in.
    await user.click(await screen.findByRole('combobox', { name: 'Категория' }));
    await user.click(await screen.findByRole('option', { name: 'Финансы' }));
    await user.click(add);
    const added = within(dataRows(mainTable())[0]);
    expect(added.getByText('Новый сайт')).toBeVisible();
    expect(added.getByText('Финансы')).toBeVisible();
    expect(added.getByText('Не проверен')).toBeVisible();
    expect(screen.getByText('Сайт «Новый сайт» добавлен в список.')).toBeVisible();

    // A failed site restored (not checked), two selected deleted after the confirmation.
    await user.click(screen.getByRole('button', { name: `Восстановить: ${failed[0].name}` }));
    expect(dataRows(failedTable())).toHaveLength(failed.length - 1);
    const restored = within(dataRows(mainTable())[0]);
    expect(restored.getByText(failed[0].name)).toBeVisible();
    expect(restored.getByText('Не проверен')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: `Выбрать сайт ${main[0].name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Выбрать сайт ${main[1].name}` }));
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить выбранные сайты (2) из списка?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(mainTable()).queryByText(main[0].name)).toBeNull());
    expect(within(mainTable()).queryByText(main[1].name)).toBeNull();
    expect(screen.getByText(`Сайтов в списке: ${main.length}`)).toBeVisible(); // +1 added, +1 restored, −2 deleted
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(saveButton());
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    const sites = (backend.last('PUT', `${LISTS}/1`).body as SitesListPayload).sites;
    expect(sites.find((s) => s.url === failed[0].url)).toMatchObject({ isAvailable: null, checkedAt: null });
    expect(sites.map((s) => s.url)).not.toContain(main[0].url);
    expect(sites.map((s) => s.url)).toContain('https://new.example.ru/');
  });

  it('shows HTML-looking names as text', async () => {
    await openEdit(3);
    expect(nameInput()).toHaveValue('<b>Тест</b> & "кавычки"');
    expect(screen.getByLabelText('Описание')).toHaveValue(seedList(3).description);
    expect(document.querySelector('#root b, .record-form b, script')).toBeNull();
  });

  // One render of list 2: the failures in turn, then the save that goes through (the gate matrix does every kind on the
  // create page); an Excel import; delete all, declined then confirmed.
  it('list 2: a failed save keeps what was typed; a double click saves once with PUT; Excel import sums up what was skipped; delete all asks first', async () => {
    const { user } = await openEdit(2);
    const seed = seedList(2);
    backend.fail('PUT', `${LISTS}/2`, { success: false, message: '', errors: { name: ['Список с таким названием уже есть'] } });
    await user.clear(nameInput());
    await user.paste('Дубль');
    await user.click(saveButton());
    const messages = await screen.findAllByText('Список с таким названием уже есть');
    expect(messages.some((m) => m.classList.contains('invalid-feedback'))).toBe(true);
    expect(within(screen.getByRole('alert')).getByText('Список с таким названием уже есть')).toBeVisible();
    expect(nameInput()).toHaveValue('Дубль');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    backend.standIn.faults.clear();

    await user.clear(nameInput());
    await user.paste('ошибка');
    await user.click(saveButton());
    expect(await screen.findByText('Не удалось сохранить список: сервер отклонил запрос (демонстрация ошибки)')).toBeVisible();
    expect(nameInput()).toHaveValue('ошибка');

    await user.clear(nameInput());
    await user.paste(seed.name);
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

    type Row = [string, string, string];
    const buffer = await buildWorkbook<Row>(
      ['Название', 'Ссылка', 'Категория'].map((title, i) => ({ title, value: (r: Row) => r[i] })),
      [
        ['Кино онлайн', 'https://kino.example.ru/', 'Развлечения и кино'],
        ['Сломанная', 'htp:/kino', ''],
      ],
    );
    await user.upload(screen.getByLabelText('Файл Excel для импорта'), new File([buffer], 'sites.xlsx'));
    expect(await screen.findByText('Добавлено сайтов: 1. Пропущено строк: 1 (некорректная ссылка или сайт уже есть в списке).')).toBeVisible();
    const row = within(dataRows(mainTable())[0]);
    expect(row.getByText('Кино онлайн')).toBeVisible();
    expect(row.getByText('Развлечения и кино')).toBeVisible();

    const count = seed.sites.filter((s) => s.isAvailable !== false).length + 1;
    await user.click(screen.getByRole('button', { name: 'Удалить все' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText(`Сайтов в списке: ${count}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Удалить все' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Удалить все сайты (${count}) из списка?`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('В списке пока нет сайтов')).toBeVisible();
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
