// A 7 presets against the stand-in's /api/hb/option-type-presets, and saved templates at the URLs a page
// passes: the list, a name required, 'Доступен только мне', overwrite asked first, apply overwrite or merge,
// delete after the confirmation.
import { act } from '@testing-library/react';
import { backend, installFetch } from '@test/setup';
import { answerConfirm } from '@test/dialogs';
import { savedTemplatesRoute } from '@fixtures/server/routes/shared/optionPresets';
import { dbFromSeeds } from '@fixtures/server/core/db';
import { createBackend } from '@fixtures/server/testing/backend';
import { notify } from '../notify';
import { presetCalls, SavedParamsStore, templateCalls, type ApplyMode } from './index';

interface Geo {
  allow: number[];
  deny: number[];
}
const geoParams = (raw: unknown): Geo | null => {
  const r = raw as { allow?: unknown; deny?: unknown } | null;
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : null);
  const allow = ids(r?.allow);
  const deny = ids(r?.deny);
  return allow && deny ? { allow, deny } : null;
};
const PRESETS = '/api/hb/option-type-presets';

function presets(current: Geo = { allow: [5], deny: [] }) {
  const applied: Array<[Geo, ApplyMode]> = [];
  const store = new SavedParamsStore(presetCalls('/api', 3, geoParams), { kind: 'preset', current: () => current, apply: (p, mode) => applied.push([p, mode]) });
  return { store, applied };
}

describe('SavedParamsStore: presets', () => {
  it('lists the type\'s presets (the user\'s own personal ones, not others\'), applies one to overwrite or merge', async () => {
    const { store, applied } = presets();
    await store.load();
    expect(backend.last('GET', PRESETS).query).toEqual({ type_id: '3' });
    expect(store.items.map((p) => [p.name, p.personal])).toEqual([
      ['Только Москва', false],
      ['Мой пресет <b>жирный</b>', true],
    ]);
    store.apply(store.items[0]);
    store.setApplyMode('merge');
    store.apply(store.items[1]);
    expect(applied).toEqual([
      [{ allow: [1], deny: [] }, 'overwrite'],
      [{ allow: [2, 3], deny: [1] }, 'merge'],
    ]);
  });

  it('saves the current params under a name (required), personal when asked; a name taken asks, then PUTs', async () => {
    const { store } = presets({ allow: [7], deny: [8] });
    await store.load();
    expect(await store.save()).toBe(false);
    expect(store.nameError).toBe('Необходимо заполнить название!');
    expect(backend.all('POST', PRESETS)).toHaveLength(0);

    store.setName('  Север  ');
    expect(store.nameError).toBeNull();
    store.setPersonal(true);
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PRESETS).body).toEqual({ name: 'Север', is_personal: true, type_id: 3, params: { allow: [7], deny: [8] } });
    expect(store.items.map((p) => p.name)).toContain('Север');
    expect(store.name).toBe('');

    store.setName('Только Москва');
    const refused = store.save();
    expect((await act(() => answerConfirm(false))).message).toBe('Пресет «Только Москва» уже есть. Перезаписать его текущими настройками?');
    expect(await refused).toBe(false);
    expect(backend.all('PUT', `${PRESETS}/1`)).toHaveLength(0);
    const saving = store.save();
    await act(() => answerConfirm(true));
    expect(await saving).toBe(true);
    expect(backend.last('PUT', `${PRESETS}/1`).body).toEqual({ name: 'Только Москва', is_personal: false, type_id: 3, params: { allow: [7], deny: [8] } });
  });

  it('deletes after "Вы уверены?" and lists again; a refused save keeps the name and shows the server\'s error under it', async () => {
    const { store } = presets();
    await store.load();
    const removing = store.remove(store.items[1]);
    expect((await act(() => answerConfirm(true))).message).toBe('Вы уверены? Пресет «Мой пресет <b>жирный</b>» будет удалён.');
    expect(await removing).toBe(true);
    expect(backend.all('DELETE', `${PRESETS}/2`)).toHaveLength(1);
    expect(store.items.map((p) => p.id)).toEqual([1]);

    backend.fail('POST', PRESETS, { success: false, message: 'Ошибка сохранения', errors: { name: ['Слишком длинное название'] } });
    store.setName('Юг');
    expect(await store.save()).toBe(false);
    expect(store.name).toBe('Юг');
    expect(store.nameError).toBe('Слишком длинное название');
    expect(notify.toasts.at(-1)?.lines[0]).toBe('Ошибка сохранения');
  });
});

describe('SavedParamsStore: a long list', () => {
  it('shows a page at a time and finds by name (case-insensitive), the page starting again on a new search', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: i === 77 ? 'Север <b>77</b>' : `Пресет ${i + 1}`, type_id: 3, is_personal: false, params: { allow: [i], deny: [] } }));
    backend.fail('GET', PRESETS, { success: true, data: many });
    const { store } = presets();
    await store.load();
    expect(store.shown).toHaveLength(50);
    store.showMore();
    store.showMore();
    expect(store.shown).toHaveLength(120);
    store.setQuery(' север ');
    expect(store.shown.map((p) => p.name)).toEqual(['Север <b>77</b>']);
    store.setQuery('Пресет');
    expect([store.matching.length, store.shown.length]).toEqual([119, 50]);
  });
});

describe('SavedParamsStore: saved templates', () => {
  const LIST = '/options/geo-settings/templates';
  const make = (urls: { list?: string; save?: string }) =>
    new SavedParamsStore(templateCalls(urls, geoParams), { kind: 'template', current: () => ({ allow: [1], deny: [] }), apply: () => undefined });

  it('an empty list says so; POST name and params; a name already saved asks before it is overwritten; no remove', async () => {
    backend.fail('GET', LIST, { success: true, data: [] });
    const store = make({ list: LIST, save: LIST });
    await store.load();
    expect(store.items).toEqual([]);
    expect(store.texts.empty).toBe('Шаблоны еще не созданы.');
    expect(store.canRemove).toBe(false);
    expect(await store.save()).toBe(false);
    expect(store.nameError).toBe('Необходимо указать имя');

    backend.fail('POST', LIST, { success: true, data: { id: 4 } });
    backend.fail('GET', LIST, { success: true, data: [{ id: 4, name: 'Мой', description: 'для теста', params: { allow: [1], deny: [] } }, { id: 5, name: 'кривой', params: 'x' }] });
    store.setName('Мой');
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', LIST).body).toEqual({ name: 'Мой', params: { allow: [1], deny: [] } });
    expect(store.items.map((t) => t.description)).toEqual(['для теста']);

    store.setName('Мой');
    const saving = store.save();
    await act(() => answerConfirm(true));
    expect(await saving).toBe(true);
    expect(backend.all('POST', LIST)).toHaveLength(2);
  });

  it('without a save link: "Не задана ссылка сохранения", nothing sent', async () => {
    const store = make({});
    await store.load();
    store.setName('Мой');
    expect(await store.save()).toBe(false);
    expect(notify.toasts.at(-1)?.lines[0]).toBe('Не задана ссылка сохранения');
    expect(backend.requests).toHaveLength(0);
  });

  it('against the stand-in\'s savedTemplatesRoute: lists, saves, and a name saved again replaces its params', async () => {
    const standIn = createBackend({ routes: [savedTemplatesRoute('/geo/templates', 'geo-templates')], makeDb: () => dbFromSeeds({ 'geo-templates': [{ id: 1, name: 'Север', description: '', params: { allow: [1], deny: [] } }] }) });
    installFetch(standIn.fetch);
    const store = new SavedParamsStore(templateCalls({ list: '/geo/templates', save: '/geo/templates' }, geoParams), { kind: 'template', current: () => ({ allow: [2], deny: [3] }), apply: () => undefined });
    await store.load();
    expect(store.items.map((t) => t.name)).toEqual(['Север']);
    store.setName('Север');
    const saving = store.save();
    await act(() => answerConfirm(true));
    expect(await saving).toBe(true);
    store.setName('Юг');
    expect(await store.save()).toBe(true);
    expect(store.items.map((t) => [t.name, t.params])).toEqual([
      ['Север', { allow: [2], deny: [3] }],
      ['Юг', { allow: [2], deny: [3] }],
    ]);
  });
});
