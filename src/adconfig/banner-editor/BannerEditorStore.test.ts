import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { DEMO_ERROR_MESSAGE, DEMO_FIELD_ERROR } from '@fixtures/server/routes/banner-editor';
import { bannerEditorApi } from '@adconfig/shared/banner/api';
import { BannerEditorStore } from '@adconfig/shared/banner/BannerEditorStore';

const URL_ = '/api/banners';
const editUrl = (id: number) => `/banners/edit/${id}`;

async function openStore(id: number | null): Promise<BannerEditorStore> {
  window.history.replaceState(null, '', id === null ? '/banners/create' : `/banners/edit/${id}`);
  const store = new BannerEditorStore(bannerEditorApi(URL_), { id, editUrl });
  await store.page.load();
  return store;
}

describe('BannerEditorStore', () => {
  it('create: refuses an incomplete banner per tab, then POSTs numbers and rows and follows the answer\'s redirect', async () => {
    const store = await openStore(null);
    const { form } = store;
    store.chooseType(1);
    expect(form.values.params).toEqual({ image: { src: '', width: '240', height: '400' }, alt: '', click_url: '' });
    form.addRow('settings.srcScopes', { key: 'bad key', val: 'x' });
    await store.save();
    expect(backend.all('POST', URL_)).toHaveLength(0);
    expect(form.errors).toMatchObject({
      name: 'Поле Название обязательно для заполнения!',
      adv_engine_id: 'Поле Рекламная система обязательно для заполнения!',
      'params.image.src': 'Поле Адрес изображения обязательно для заполнения!',
      'params.click_url': 'Поле Ссылка перехода обязательно для заполнения!',
      'settings.srcScopes': 'Некорректные ключи (допустимые символы "a-zA-Z0-9_"): bad key',
    });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Основное, Параметры, Макросы');

    form.set('name', ' Летняя акция ');
    store.chooseEngine(1);
    form.set('params.image.src', 'https://cdn.example.ru/summer.png');
    form.set('params.image.width', '300');
    form.set('params.click_url', 'https://shop.example.ru/summer');
    form.set('settings.srcScopes.0.key', 'promo_code');
    form.addRow('settings.srcScopes', { key: '', val: '' });
    form.set('settings.ord.text', 'Реклама');
    await store.save();
    expect(form.errors).toEqual({ 'settings.ord.size': 'Поле Размер шрифта обязательно для заполнения!' });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: ОРД');
    form.set('settings.ord.size', '10,5');
    await store.save();

    const sent = backend.last('POST', URL_);
    expect(sent.body).toEqual({
      name: 'Летняя акция',
      type_id: 1,
      adv_engine_id: 1,
      params: { image: { src: 'https://cdn.example.ru/summer.png', width: 300, height: 400 }, alt: '', click_url: 'https://shop.example.ru/summer' },
      settings: { srcScopes: [{ key: 'promo_code', val: 'x' }], ord: { text: 'Реклама', size: 10.5, align: 'left', valign: 'bottom', xoffset: null, yoffset: null } },
    });
    expect(form.leavingTo).toBe(`${window.location.origin}/banners/edit/5`);
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
    expect(form.dirty).toBe(false);
  });

  it('edit: loads the banner, locks type and engine, PUTs with If-Match; a newer version is a conflict; server errors land on nested paths', async () => {
    const store = await openStore(1);
    const { form } = store;
    expect(store.savedName).toBe('Весенняя распродажа — главная страница');
    expect(form.values.params).toMatchObject({ image: { width: '240' } });
    expect(form.isLocked('type_id')).toBe(true);
    expect(form.isLocked('adv_engine_id')).toBe(true);

    form.set('name', 'Весенняя распродажа — обновлено');
    await store.save();
    const put = backend.last('PUT', `${URL_}/1`);
    expect(put.headers['if-match']).toBe('"2026-03-01 10:00:00"');
    expect(put.body).toMatchObject({ name: 'Весенняя распродажа — обновлено', type_id: 1, adv_engine_id: 1 });
    expect(form.leavingTo).toBeNull();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Успешно сохранено']);
    expect(form.version).not.toBe('2026-03-01 10:00:00');

    // Another tab saved meanwhile: 409, the edits stay.
    backend.db.collection('banner-editor-banners', { key: 'banner_id' }).update(1, { updated: '2099-01-01 00:00:00' });
    form.set('name', 'Моя правка');
    await store.save();
    expect(form.conflict).toMatch(/Запись уже изменена/);
    expect(form.values.name).toBe('Моя правка');

    await store.page.load();
    form.set('name', 'ошибка');
    await store.save();
    expect(form.errors).toEqual({ 'settings.ord.text': DEMO_FIELD_ERROR });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: ОРД');
    expect(notify.toasts.at(-1)?.lines).toContain(DEMO_ERROR_MESSAGE);
  });
});
