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
});
