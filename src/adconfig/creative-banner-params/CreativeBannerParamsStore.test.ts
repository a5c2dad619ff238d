import { waitFor } from '@testing-library/react';
import { BANNER_PARAM_ERRORS } from '@fixtures/server/routes/creative-banner-params';
import { backend } from '@test/setup';
import { creativeBannerParamsApi, paramsOf, savedOf } from './api';
import { CreativeBannerParamsStore } from './CreativeBannerParamsStore';

async function started(id: number) {
  window.history.replaceState(null, '', `/creatives/banner-params/?id=${id}`);
  const store = new CreativeBannerParamsStore(creativeBannerParamsApi(), id);
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('CreativeBannerParamsStore', () => {
  it('the template’s params with their values, the links; a new file and a value POSTed multipart', async () => {
    const { store, stop } = await started(1);
    expect(backend.last('GET', '/hb/format-templates/2')).toBeDefined();
    expect(store.params.map((p) => [p.key, p.type])).toEqual([
      ['title', 'string'],
      ['image', 'file'],
    ]);
    expect(store.form.values.params).toEqual({ title: 'Скидки до 50% на технику', image: 'autumn-240x400.png' });
    expect(store.links.map((l) => l.title)).toEqual(['Ссылка перехода', 'Код баннера (JS)', 'Пиксель показа']);

    store.form.set('params.title', 'Новый заголовок');
    store.chooseFile('image', new File(['png'], 'new-banner.png', { type: 'image/png' }));
    expect(store.form.dirty).toBe(true);
    await store.save();
    const sent = backend.last('POST', '/creatives/1/banner-params').body as Record<string, unknown>;
    expect(sent['params[title]']).toBe('Новый заголовок');
    expect(sent['files[image]']).toMatchObject({ name: 'new-banner.png' });
    expect(store.form.values.params.image).toBe('new-banner.png');
    expect(store.files.size).toBe(0);
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('a flight without a template has nothing to edit', async () => {
    const { store, stop } = await started(4);
    expect(store.hasTemplate).toBe(false);
    expect(store.params).toEqual([]);
    expect(backend.all('GET', '/hb/format-templates/0')).toHaveLength(0);
    stop();
    expect(BANNER_PARAM_ERRORS.noTemplate).toBe('Необходимо выбрать шаблон в основных настройках');
  });

  it('reads params with usable keys once, saved values as text, links with a url', () => {
    expect(paramsOf({ params: [{ key: 'a', type: 'int' }, { key: 'a.b' }, { key: 'a' }, null, { key: 'b', type: 'weird', options: ['x', 1] }] }).map((p) => [p.key, p.type, p.options])).toEqual([
      ['a', 'int', []],
      ['b', 'string', ['x', '1']],
    ]);
    expect(savedOf({ params: { a: 5, b: null }, links: [{ title: 'x', url: '' }, { url: 'https://e.ru' }] })).toEqual({ values: { a: '5', b: '' }, links: [{ title: '', url: 'https://e.ru' }] });
    expect(savedOf('nonsense')).toEqual({ values: {}, links: [] });
  });

  it('issue 41: on the existing backend it takes what the page prints, asks no read call, and a bare save sends back the values of keys the template lacks', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', '/creatives/banner-params/?id=1');
    const record = backend.db.collection('creatives', { key: 'creative_id' }).get(1);
    const given = {
      record,
      templateParams: [{ key: 'title', title: 'Заголовок', type: 'string', default: '' }],
      bannerParams: { params: { title: 'Старый', legacy_key: 'сохранить как есть' }, links: [{ title: 'Ссылка перехода', url: 'https://example.ru/' }] },
    };
    const store = new CreativeBannerParamsStore(creativeBannerParamsApi(), 1, given);
    const stop = store.page.start();
    await waitFor(() => expect(store.page.state).toBe('ready'));
    expect(backend.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
    expect(store.form.values.params).toEqual({ title: 'Старый' });
    store.form.set('params.title', 'Новый');
    await store.save();
    const sent = backend.last('POST', '/creatives/1/banner-params');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ 'params[title]': 'Новый', 'params[legacy_key]': 'сохранить как есть' });
    expect(store.form.dirty).toBe(false);
    stop();
  });
});
