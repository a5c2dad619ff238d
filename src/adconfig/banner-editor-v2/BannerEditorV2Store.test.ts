import { backend } from '@test/setup';
import { bannerEditorApi } from '@adconfig/shared/banner/api';
import { BannerEditorStore } from '@adconfig/shared/banner/BannerEditorStore';
import { BANNER_V2_KIND } from './kind';

const URL_ = BANNER_V2_KIND.defaultUrl();
const editUrl = (id: number) => `/banners/v2/edit/${id}`;

async function openStore(id: number | null): Promise<BannerEditorStore> {
  window.history.replaceState(null, '', id === null ? '/banners/v2/create' : `/banners/v2/edit/${id}`);
  const store = new BannerEditorStore(bannerEditorApi(URL_), { id, editUrl, ordOptional: BANNER_V2_KIND.ordOptional });
  await store.page.load();
  return store;
}

describe('BannerEditorStore, second kind', () => {
  it('create at /api/v2/banners: the A 5 rules per tab; the ORD marking switched off is not checked and goes as null; the answer\'s id and redirect', async () => {
    const store = await openStore(null);
    const { form } = store;
    expect(URL_).toBe('/api/v2/banners');
    expect(form.values.ordOn).toBe(true);
    store.chooseType(3);
    form.addRow('settings.srcScopes', { key: 'ключ', val: 'x' });
    form.set('settings.ord.text', 'Реклама');
    await store.save();
    expect(backend.all('POST', URL_)).toHaveLength(0);
    expect(form.errors).toMatchObject({
      name: 'Поле Название обязательно для заполнения!',
      adv_engine_id: 'Поле Рекламная система обязательно для заполнения!',
      'settings.srcScopes': 'Некорректные ключи (допустимые символы "a-zA-Z0-9_"): ключ',
      'settings.ord.size': 'Поле Размер шрифта обязательно для заполнения!',
    });
    expect(form.tabErrorsText).toMatch(/^Обнаружены ошибки на вкладках: Основное, (Параметры, )?Макросы, ОРД$/);

    form.set('ordOn', false);
    form.set('name', 'Осенний текстовый блок');
    store.chooseEngine(2);
    form.set('settings.srcScopes.0.key', 'season');
    form.set('params.title', 'Осень');
    form.set('params.text', 'Скидки');
    await store.save();
    expect(form.errors).toEqual({});
    const sent = backend.last('POST', URL_).body as { settings: unknown; type_id: number; adv_engine_id: number };
    expect(sent).toMatchObject({ type_id: 3, adv_engine_id: 2, settings: { srcScopes: [{ key: 'season', val: 'x' }], ord: null } });
    expect(form.leavingTo).toBe(`${window.location.origin}/banners/v2/edit/4`);
  });

  it('edit: a banner answered with `id` and macros as an object; one without marking opens it off; type and engine locked; errors[field].error on its tab', async () => {
    const store = await openStore(1);
    const { form } = store;
    expect(store.savedName).toBe('Осенняя коллекция — каталог');
    expect(form.values.settings.srcScopes).toEqual([{ key: 'campaign', val: 'autumn_2026' }, { key: 'region', val: '{region}' }]);
    expect(form.values.ordOn).toBe(true);
    expect(form.isLocked('type_id')).toBe(true);
    expect(form.isLocked('adv_engine_id')).toBe(true);
    form.set('name', 'ошибка');
    await store.save();
    expect(form.errors).toEqual({ 'settings.ord.text': 'Текст маркировки отклонён сервером' });
    expect(form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: ОРД');

    const plain = await openStore(2);
    expect(plain.form.values.ordOn).toBe(false);
    plain.form.set('name', 'Текстовый блок — без маркировки');
    await plain.save();
    expect(backend.last('PUT', `${URL_}/2`).body).toMatchObject({ name: 'Текстовый блок — без маркировки', settings: { ord: null } });
    expect(backend.last('PUT', `${URL_}/2`).headers['if-match']).toBe('"2026-09-02 09:00:00"');
    expect(plain.form.dirty).toBe(false);
  });
});
