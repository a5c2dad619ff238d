import { waitFor } from '@testing-library/react';
import { ApiError } from '@core/apiError';
import { buildWorkbook } from '@core/excel';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { BIG_LIST_FAILED, BIG_LIST_ID, BIG_LIST_SIZE } from '@fixtures/server/routes/sites-list-form';
import { sitesListApi, type ApiSite, type SitesList, type SitesListPayload } from './api';
import { SitesListFormStore } from './SitesListFormStore';
import { SitesStore } from './SitesStore';
import { FIRST_SLICE } from '@core/slices';
import { makeSite, searchText, type Site } from './site';


const LISTS = '/api/hb/sites-lists';
const editUrl = (id: number) => `/preferences/sites-lists/edit/?id=${id}`;

function seedList(id: number): SitesList {
  return backend.db.collection<SitesList & Record<string, unknown>>('sites-lists').get(id)!;
}

function createStore(): SitesListFormStore {
  window.history.replaceState(null, '', '/preferences/sites-lists/create');
  return new SitesListFormStore(sitesListApi(), { id: null, editUrl });
}

async function editStore(id = 1): Promise<SitesListFormStore> {
  window.history.replaceState(null, '', `/preferences/sites-lists/edit/?id=${id}`);
  const store = new SitesListFormStore(sitesListApi(), { id, editUrl });
  await store.page.load();
  await store.sites.whenBuilt();
  await store.loadCategories();
  return store;
}

const names = (sites: readonly Site[]) => sites.map((s) => s.name);

describe('SitesListFormStore: create', () => {
  it('refuses to save without a name, says so under the field and sends nothing', async () => {
    const store = createStore();
    await store.save();
    expect(store.form.errors.name).toBe('Поле Название обязательно для заполнения!');
    expect(backend.all('POST', LISTS)).toHaveLength(0);
  });

  it('creates the list with name, description, status and sites, then goes to its edit page', async () => {
    const store = createStore();
    await store.loadCategories();
    store.form.set('name', 'Новые площадки');
    store.form.set('description', '<b>Тест</b> & "кавычки"');
    store.add.one.set('name', 'Погода');
    store.add.one.set('url', 'https://pogoda.example.ru/');
    store.add.one.set('cid', 3);
    expect(store.add.addOne()).toBe(true);
    expect(store.dirty).toBe(true);

    await store.save();

    const request = backend.last('POST', LISTS);
    expect(request.body).toEqual({
      name: 'Новые площадки',
      description: '<b>Тест</b> & "кавычки"',
      status: 'active',
      sites: [{ name: 'Погода', url: 'https://pogoda.example.ru/', cid: 3, category_name: 'Спорт', isAvailable: null, checkedAt: null }],
    });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const created = backend.db.collection<SitesList>('sites-lists').find((l) => l.name === 'Новые площадки')[0];
    expect(created.id).toBe(65);
    expect(store.form.leavingTo).toBe(editUrl(65));
    expect(store.dirty).toBe(false);
    // The toast is said on the edit page, where the user lands.
    expect(notify.toasts).toHaveLength(0);
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
  });

  it('rejects a payload that is not an object locally with "Incorrect list"', async () => {
    const api = sitesListApi();
    await expect(api.create(42 as unknown as SitesListPayload)).rejects.toEqual(new ApiError('Incorrect list'));
    await expect(api.update(1, [] as unknown as SitesListPayload)).rejects.toThrow('Incorrect list');
    expect(backend.requests).toHaveLength(0);
  });
});

describe('SitesListFormStore: edit', () => {
  it('loads the list by GET /api/hb/sites-lists/{id}: fields, sites, and the failed ones apart', async () => {
    const store = await editStore(1);
    const seed = seedList(1);
    expect(backend.last('GET', `${LISTS}/1`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.form.values).toEqual({ name: seed.name, description: seed.description, status: seed.status });
    expect(names(store.sites.sites)).toEqual(seed.sites.filter((s) => s.isAvailable !== false).map((s) => s.name));
    expect(names(store.sites.unavailable)).toEqual(seed.sites.filter((s) => s.isAvailable === false).map((s) => s.name));
    expect(store.sites.unavailable.length).toBeGreaterThan(0);
    expect(store.categories.map((c) => c.name)).toContain('Новости и СМИ');
    expect(store.dirty).toBe(false);
  });

  it('puts name, description, status and every site (failed ones with isAvailable false) and says it is saved', async () => {
    const store = await editStore(1);
    const seed = seedList(1);
    store.form.set('status', 'blocked');
    store.form.set('description', 'Новое описание');
    await store.save();

    const request = backend.last('PUT', `${LISTS}/1`);
    const body = request.body as SitesListPayload;
    expect(body).toMatchObject({ name: seed.name, description: 'Новое описание', status: 'blocked' });
    expect(body.sites).toHaveLength(seed.sites.length);
    expect(body.sites.filter((s: ApiSite) => s.isAvailable === false)).toHaveLength(seed.sites.filter((s) => s.isAvailable === false).length);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(notify.toasts.map((t) => [t.title, t.lines])).toEqual([['Сохранено', ['Успешно сохранено']]]);
    expect(store.dirty).toBe(false);
    expect(seedList(1).status).toBe('blocked');
  });

  it('sends every loaded site back with its id (A 3 "id (local)"), a site added here without one, and reads the ids the answer gives', async () => {
    const store = await editStore(1);
    const seed = seedList(1);
    store.add.setListText('https://new-site.example.ru/');
    store.add.addList();
    await store.save();
    const sent = (backend.last('PUT', `${LISTS}/1`).body as SitesListPayload).sites;
    expect(sent.find((s) => s.url === 'https://new-site.example.ru/')).not.toHaveProperty('id');
    const loaded = sent.filter((s) => s.url !== 'https://new-site.example.ru/');
    expect(loaded.map((s) => [s.id, s.url]).sort()).toEqual(seed.sites.map((s) => [s.id, s.url]).sort());
    expect(seedList(1).sites.map((s) => s.id)).toEqual(expect.arrayContaining(seed.sites.map((s) => s.id)));
  });

  it('reads the categories as the spec\'s Category entity too (category_id, name_ru): the select and the Excel import find them', async () => {
    backend.fail('GET', '/api/hb/categories', { success: true, data: [{ category_id: 7, name_ru: 'Авто', descr_ru: '', parent_id: null }, { id: 8, name: 'Спорт' }, { name_ru: 'Без номера' }] });
    const store = createStore();
    await store.loadCategories();
    expect(store.categories).toEqual([{ id: 7, name: 'Авто' }, { id: 8, name: 'Спорт' }]);
  });

  it('shows the server field errors under their fields and keeps everything typed', async () => {
    const store = await editStore(1);
    store.form.set('name', 'Дубль');
    store.add.setListText('https://new-site.example.ru/');
    store.add.addList();
    backend.fail('PUT', `${LISTS}/1`, { success: false, message: '', errors: { name: ['Список с таким названием уже есть'] } });

    await store.save();

    expect(store.form.errors.name).toBe('Список с таким названием уже есть');
    expect(notify.toasts[0]).toMatchObject({ title: 'Ошибка', lines: ['Список с таким названием уже есть'] });
    expect(store.form.values.name).toBe('Дубль');
    expect(store.sites.sites[0].url).toBe('https://new-site.example.ru/');
    expect(store.dirty).toBe(true);
  });

  it('answers an empty name sent anyway with the stand-in field error', async () => {
    const api = sitesListApi();
    const error = await api.update(1, { name: ' ', description: '', status: 'active', sites: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Поле Название обязательно для заполнения!' });
  });

  it('keeps everything typed when the save fails in transport', async () => {
    const store = await editStore(2);
    store.form.set('name', 'Изменённое название');
    backend.fail('PUT', `${LISTS}/2`, { success: false, message: 'Внутренняя ошибка' }, 500);
    await store.save();
    expect(notify.toasts[0].lines).toEqual(['Внутренняя ошибка']);
    expect(store.form.values.name).toBe('Изменённое название');
    expect(store.dirty).toBe(true);
    expect(store.form.saving).toBe(false);
  });

  it('sends one request when Save is pressed twice', async () => {
    const store = await editStore(2);
    const hold = backend.hold('PUT', `${LISTS}/2`);
    const first = store.save();
    const second = store.save();
    expect(store.form.saving).toBe(true);
    hold.release();
    await Promise.all([first, second]);
    expect(backend.all('PUT', `${LISTS}/2`)).toHaveLength(1);
  });

  it('keeps sites added while the save was in flight marked unsaved', async () => {
    const store = await editStore(2);
    const hold = backend.hold('PUT', `${LISTS}/2`);
    const saving = store.save();
    store.add.setListText('https://late.example.ru/');
    store.add.addList();
    hold.release();
    await saving;
    expect(store.sites.changed).toBe(true);
  });

  it('says when the list cannot be loaded', async () => {
    const store = await editStore(424242);
    expect(store.page.state).toBe('failed');
    expect(notify.toasts[0]).toMatchObject({ title: 'Ошибка', lines: ['Список сайтов не найден'] });
  });
});

describe('SitesListFormStore: adding sites', () => {
  it('adds one site only with a name and a valid url that is not listed yet', async () => {
    const store = await editStore(2);
    const { one } = store.add;
    expect(store.add.addOne()).toBe(false);
    expect(one.errors).toEqual({ name: 'Необходимо указать название и ссылку!', url: 'Необходимо указать название и ссылку!' });

    one.set('name', 'Сайт');
    expect(store.add.addOne()).toBe(false);
    expect(one.errors).toEqual({ url: 'Необходимо указать название и ссылку!' });

    one.set('url', 'не ссылка');
    store.add.addOne();
    expect(one.errors).toEqual({ url: 'Поле Ссылка должно быть корректно заполнено!' });

    const listed = store.sites.sites[0].url;
    one.set('url', ` ${listed.toUpperCase()} `);
    store.add.addOne();
    expect(one.errors).toEqual({ url: `Сайт "${listed.toUpperCase()}" уже есть в списке!` });

    one.set('url', 'https://sait.example.ru/page');
    const before = store.sites.sites.length;
    expect(store.add.addOne()).toBe(true);
    expect(store.sites.sites).toHaveLength(before + 1);
    expect(store.sites.sites[0]).toMatchObject({ name: 'Сайт', url: 'https://sait.example.ru/page', cid: null, categoryName: 'Без категории', isAvailable: null });
    expect(one.values).toEqual({ name: '', url: '', cid: null });
  });

  it('bulk add trims lines, names each site by its host and silently skips invalid and listed urls', async () => {
    const store = await editStore(2);
    const listed = store.sites.sites[0].url;
    store.add.setListText(`  https://Alpha.example.ru/path  \n\nне ссылка\nhttps://сайт.рф\n${listed}\nhttps://alpha.example.ru/path/\n`);
    expect(store.add.addList()).toBe(2);
    expect(store.sites.sites.slice(0, 2).map((s) => [s.name, s.url])).toEqual([
      ['alpha.example.ru', 'https://Alpha.example.ru/path'],
      ['сайт.рф', 'https://сайт.рф'],
    ]);
    // Nothing is said about the skipped lines; they stay in the box, nothing typed is lost.
    expect(notify.toasts).toHaveLength(0);
    expect(store.add.listText).toBe(`не ссылка\n${listed}\nhttps://alpha.example.ru/path/`);
  });
});

describe('SitesListFormStore: table', () => {
  it('filters by name or url, case-insensitively, and keeps the filter in the hash', async () => {
    const store = await editStore(1);
    const stop = store.start();
    const target = store.sites.sites[3];
    store.setFilter(target.name.toUpperCase());
    expect(store.sites.visible.map((s) => s.key)).toContain(target.key);
    expect(store.sites.visible.every((s) => searchText(s).includes(target.name.toLowerCase()))).toBe(true);
    await waitFor(() => expect(new URLSearchParams(window.location.hash.slice(1)).get('q')).toBe(target.name.toUpperCase()));
    store.setFilter('example-nothing-like-this');
    expect(store.sites.visible).toHaveLength(0);
    store.setFilter('');
    expect(store.sites.visible).toBe(store.sites.sites);
    stop();
  });

  it('deletes the selected sites after confirmation, and nothing when declined', async () => {
    const store = await editStore(1);
    const [a, b, c] = store.sites.sites;
    store.sites.selection.toggle(a.key);
    store.sites.selection.toggle(c.key);

    let deleting = store.deleteSelected();
    expect((await answerConfirm(false)).message).toBe('Удалить выбранные сайты (2) из списка?');
    await deleting;
    expect(store.sites.sites[0]).toBe(a);

    deleting = store.deleteSelected();
    await answerConfirm(true);
    await deleting;
    expect(store.sites.sites.map((s) => s.key)).not.toContain(a.key);
    expect(store.sites.sites.map((s) => s.key)).not.toContain(c.key);
    expect(store.sites.sites[0]).toBe(b);
    expect(store.sites.selection.size).toBe(0);
    expect(store.dirty).toBe(true);
  });

  it('deletes all sites after confirmation', async () => {
    const store = await editStore(1);
    const count = store.sites.sites.length;
    const deleting = store.deleteAll();
    expect((await answerConfirm(true)).message).toBe(`Удалить все сайты (${count}) из списка?`);
    await deleting;
    expect(store.sites.sites).toHaveLength(0);
    expect(store.sites.unavailable.length).toBeGreaterThan(0);
  });

  it('restores a failed site to the main list with availability unknown', async () => {
    const store = await editStore(1);
    const failed = store.sites.unavailable[0];
    store.sites.restore(failed);
    expect(store.sites.unavailable.map((s) => s.url)).not.toContain(failed.url);
    expect(store.sites.sites[0]).toMatchObject({ url: failed.url, name: failed.name, isAvailable: null, checkedAt: null });
    expect(store.dirty).toBe(true);
    await store.save();
    const sent = (backend.last('PUT', `${LISTS}/1`).body as SitesListPayload).sites.find((s) => s.url === failed.url);
    expect(sent).toMatchObject({ isAvailable: null, checkedAt: null });
  });

  it('imports Название, Ссылка, Категория from Excel: category by name else "Без категории", bad and listed urls skipped', async () => {
    const store = await editStore(2);
    const listed = store.sites.sites[0].url;
    type Row = [string, string, string];
    const rows: Row[] = [
      ['Спортивный портал', 'https://sport.example.ru/', 'спорт'],
      ['Неизвестная тема', 'https://unknown.example.ru/', 'Астрология'],
      ['', 'https://noname.example.ru/', ''],
      ['Плохая ссылка', 'ftp:/broken', 'Финансы'],
      ['Уже есть', listed, 'Финансы'],
    ];
    const buffer = await buildWorkbook<Row>(
      ['Название', 'Ссылка', 'Категория'].map((title, i) => ({ title, value: (r: Row) => r[i] })),
      rows,
    );
    await store.importFile(new Blob([buffer]));

    expect(store.sites.sites.slice(0, 3).map((s) => [s.name, s.url, s.cid, s.categoryName])).toEqual([
      ['Спортивный портал', 'https://sport.example.ru/', 3, 'Спорт'],
      ['Неизвестная тема', 'https://unknown.example.ru/', null, 'Без категории'],
      ['noname.example.ru', 'https://noname.example.ru/', null, 'Без категории'],
    ]);
    expect(notify.toasts[0]).toMatchObject({
      title: 'Импорт из Excel',
      lines: ['Добавлено сайтов: 3. Пропущено строк: 2 (некорректная ссылка или сайт уже есть в списке).'],
    });
  });

  it('says so when the file is not an Excel workbook', async () => {
    const store = await editStore(2);
    const before = store.sites.sites.length;
    await store.importFile(new Blob(['not a workbook']));
    expect(notify.toasts[0]).toMatchObject({ title: 'Ошибка', lines: ['Не удалось прочитать файл Excel.'] });
    expect(store.sites.sites).toHaveLength(before);
    expect(store.importing).toBe(false);
  });
});

describe('stand-in: the generated big list', () => {
  it(`answers list ${BIG_LIST_ID} with ${BIG_LIST_SIZE} sites plus ${BIG_LIST_FAILED} failed ones, the same each time`, async () => {
    const store = await editStore(BIG_LIST_ID);
    expect(store.sites.sites).toHaveLength(BIG_LIST_SIZE);
    expect(store.sites.unavailable).toHaveLength(BIG_LIST_FAILED);
    const again = await editStore(BIG_LIST_ID);
    expect(names(again.sites.sites.slice(0, 50))).toEqual(names(store.sites.sites.slice(0, 50)));
  });
});

describe('SitesStore.load', () => {
  it('keeps every site sent, and shows an unavailable entry that repeats a listed site once', () => {
    const sites = new SitesStore(() => '');
    const site = (url: string, isAvailable: boolean | null): ApiSite => ({ name: url, url, cid: null, isAvailable, checkedAt: null });
    sites.load(
      [site('https://a.ru/', true), site('https://a.ru/', true), site('https://b.ru/', false)],
      [site('https://b.ru', null), site('https://c.ru/', null)],
    );
    expect(sites.sites.map((s) => s.url)).toEqual(['https://a.ru/', 'https://a.ru/']);
    expect(sites.unavailable.map((s) => [s.url, s.isAvailable])).toEqual([
      ['https://b.ru/', false],
      ['https://c.ru/', false],
    ]);
    expect(sites.payload).toHaveLength(4);
  });
});

describe('a big answer in slices (issue 31)', () => {
  async function loading(id = BIG_LIST_ID): Promise<SitesListFormStore> {
    window.history.replaceState(null, '', `/preferences/sites-lists/edit/?id=${id}`);
    const store = new SitesListFormStore(sitesListApi(), { id, editUrl });
    await store.page.load();
    return store;
  }

  it(`shows the first ${FIRST_SLICE} sites as the answer arrives, then every one of the ${BIG_LIST_SIZE}, building meanwhile`, async () => {
    const store = await loading();
    expect(store.page.state).toBe('ready');
    expect(store.sites.building).toBe(true);
    expect(store.sites.sites).toHaveLength(FIRST_SLICE);
    expect(store.sites.sites[0].name).toMatch(/№1$/);
    await store.sites.whenBuilt();
    expect(store.sites.building).toBe(false);
    expect(store.sites.sites).toHaveLength(BIG_LIST_SIZE);
    expect(store.sites.unavailable).toHaveLength(BIG_LIST_FAILED);
    expect(store.sites.sites.at(-1)?.name).toMatch(new RegExp(`№${BIG_LIST_SIZE}$`));
    expect(store.dirty).toBe(false);
  });

  it('builds the rest only once the table has committed the first screenful (issue 45: never ahead of the page’s first render)', async () => {
    const store = await loading();
    // No table has drawn the rows yet (the page's first render is still to come): the rest waits.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(store.sites.building).toBe(true);
    expect(store.sites.sites).toHaveLength(FIRST_SLICE);
    store.sites.rowsCommitted();
    await store.sites.whenBuilt();
    expect(store.sites.building).toBe(false);
    expect(store.sites.sites).toHaveLength(BIG_LIST_SIZE);
  });

  it('keeps what is edited while it builds, and a save then sends every site of the list', async () => {
    const store = await loading();
    const first = store.sites.sites[0];
    store.sites.selection.toggle(first.key);
    store.sites.removeSelected();
    store.sites.add([makeSite({ name: 'Новый', url: 'https://new.example/', cid: null })]);
    expect(store.sites.building).toBe(true);
    await store.save();
    const sent = (backend.last('PUT', `${LISTS}/${BIG_LIST_ID}`).body as SitesListPayload).sites;
    expect(sent).toHaveLength(BIG_LIST_SIZE + BIG_LIST_FAILED);
    expect(sent[0].url).toBe('https://new.example/');
    expect(sent.some((s) => s.url === first.url)).toBe(false);
    expect(store.sites.sites).toHaveLength(BIG_LIST_SIZE);
  });

  it('shows the first sites of an answer still arriving, and drops them when the load fails', async () => {
    window.history.replaceState(null, '', `/preferences/sites-lists/edit/?id=${BIG_LIST_ID}`);
    const seen: number[] = [];
    let failLoad = false;
    const api = sitesListApi();
    // As the browser's streamed answer does: the site entries in batches before the call resolves.
    const streaming = {
      ...api,
      get: async (id: number, signal?: AbortSignal, onSites?: (entries: unknown[], last: boolean) => boolean) => {
        const list = await api.get(id, signal);
        onSites?.(list.sites.slice(0, 10), false);
        seen.push(store.sites.sites.length);
        onSites?.(list.sites.slice(10, 200), false);
        seen.push(store.sites.sites.length);
        expect(store.sites.building).toBe(true);
        expect(store.page.state).toBe('loading');
        if (failLoad) throw new ApiError('Список сайтов не найден');
        return list;
      },
    };
    const store = new SitesListFormStore(streaming, { id: BIG_LIST_ID, editUrl });
    await store.page.load();
    // The first screenful only: the rest is made into rows once the whole answer is in.
    expect(seen).toEqual([10, FIRST_SLICE]);
    await store.sites.whenBuilt();
    expect(store.sites.sites).toHaveLength(BIG_LIST_SIZE);
    expect(store.dirty).toBe(false);

    failLoad = true;
    await store.page.load();
    expect(store.page.state).toBe('failed');
    expect(notify.toasts[0]).toMatchObject({ lines: ['Список сайтов не найден'] });
    // A retry starts from no rows, not from the last answer's.
    failLoad = false;
    const retry = store.page.load();
    expect(store.sites.sites).toHaveLength(0);
    await retry;
    expect(store.sites.sites.length).toBeGreaterThanOrEqual(FIRST_SLICE);
  });

  it('drops the rest of the answer once every site is removed, and a newer answer replaces an older one being built', async () => {
    const store = await loading();
    store.sites.removeAll();
    await store.sites.whenBuilt();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.sites.sites).toHaveLength(0);
    await store.page.load();
    await store.sites.whenBuilt();
    expect(store.sites.sites).toHaveLength(BIG_LIST_SIZE);
  });
});
