import { waitFor } from '@testing-library/react';
import { GEO_POPULATION_ERRORS } from '@fixtures/server/routes/geo-population';
import { exportToExcel } from '@core/excel';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { geoPopulationApi, objectsOf } from './api';
import { GeoPopulationStore, totalOf } from './GeoPopulationStore';

jest.mock('@core/excel', () => ({ exportToExcel: jest.fn(() => Promise.resolve()) }));

const GEO = '/api/hb/geo';

async function started(at = '/preferences/geo/population') {
  window.history.replaceState(null, '', at);
  const store = new GeoPopulationStore(geoPopulationApi());
  const stop = store.start();
  await waitFor(() => expect(store.treeState).toBe('ready'));
  return { store, stop };
}

describe('GeoPopulationStore', () => {
  it('reads the short keys untrusted, and typed totals', () => {
    expect(objectsOf([{ id: 5, n: 'А', pid: 5, t: 'city', s: 'x', i: 1 }, { n: 'без id' }, 7])).toEqual([{ id: 5, name: 'А', parentId: null, type: 'city', sort: 0, hasPopulation: true }]);
    expect(['1 200', '', '12a', '-5', '99999999999999999'].map(totalOf)).toEqual([1200, null, undefined, undefined, undefined]);
  });

  it('opens on Россия (A 9): its tree by the short call, one object selected, its population edited and saved', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', `${GEO}/countries`).query).toMatchObject({ short: '1' });
    expect(backend.all('GET', `${GEO}/tree/1`)).toHaveLength(1);
    expect(backend.last('GET', `${GEO}/tree/1`).query).toMatchObject({ short: '1' });
    expect(store.roots.map((r) => r.item.name)).toEqual(['Россия']);
    expect(store.visible.map((n) => n.id).slice(0, 3)).toEqual([1, 10, 11]);

    await store.select(100);
    expect(window.location.hash).toBe('#o=100');
    await waitFor(() => expect(store.populationState).toBe('ready'));
    expect(store.form.values.total).toBe('13104177');

    store.form.set('total', '13 2x');
    await store.save();
    expect(store.form.errors.total).toBe('Население — целое число не меньше 0');
    expect(backend.all('POST', `${GEO}/population/100`)).toHaveLength(0);

    store.form.set('total', '13 200 000');
    await store.save();
    expect(backend.last('POST', `${GEO}/population/100`).body).toEqual({ object_id: 100, total: 13200000 });
    expect(store.form.dirty).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Население сохранено'] });

    // Typed, then another object: asked first; declined, the edit stays.
    store.form.set('total', '5');
    const moving = store.select(101);
    await answerConfirm(false);
    await moving;
    expect(store.selected?.id).toBe(100);
    expect(store.form.values.total).toBe('5');
    stop();
  });

  it('a link opens its country and object (ancestors open); an empty total is sent as not set; a server error under the field', async () => {
    const { store, stop } = await started('/preferences/geo/population#c=1&o=1002');
    expect(store.isExpanded(100) && store.isExpanded(10)).toBe(true);
    await waitFor(() => expect(store.populationState).toBe('ready'));
    expect(store.form.values.total).toBe('');
    backend.fail('POST', `${GEO}/population/1002`, { success: false, message: GEO_POPULATION_ERRORS.message, errors: { total: [GEO_POPULATION_ERRORS.total] } });
    store.form.set('total', '7');
    await store.save();
    expect(store.form.errors.total).toBe(GEO_POPULATION_ERRORS.total);
    expect(store.form.values.total).toBe('7');
    stop();

    const other = await started('/preferences/geo/population#c=2');
    expect(other.store.roots.map((r) => r.item.name)).toEqual(['Казахстан']);
    other.stop();
  });

  it("a failed tree is the tree's failed state with its toast; 'Повторить' (the countries again, then the tree) shows it", async () => {
    window.history.replaceState(null, '', '/preferences/geo/population');
    backend.fail('GET', `${GEO}/tree/1`, { success: false, message: 'Дерево недоступно' });
    const store = new GeoPopulationStore(geoPopulationApi());
    const stop = store.start();
    expect(store.treeState).toBe('loading');
    await waitFor(() => expect(store.treeState).toBe('failed'));
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', lines: ['Дерево недоступно'] });
    backend.reset();
    await store.loadCountries();
    expect(store.treeState).toBe('ready');
    expect(store.roots.map((r) => r.item.name)).toEqual(['Россия']);
    stop();
  });

  it('exports the country tree with every population (GET …/population) to Excel', async () => {
    const { store, stop } = await started();
    await store.exportExcel();
    expect(backend.all('GET', `${GEO}/population`)).toHaveLength(1);
    const [name, columns, rows] = jest.mocked(exportToExcel).mock.calls[0] as unknown as [string, { title: string; value: (r: unknown) => unknown }[], unknown[]];
    expect(name).toBe('Население гео-объектов — Россия.xlsx');
    expect(columns.map((c) => c.title)).toEqual(['ID', 'Название', 'Родитель', 'Тип', 'Население']);
    const moscow = rows.find((r) => columns[0].value(r) === 100);
    expect(columns.map((c) => c.value(moscow))).toEqual([100, '    Москва', 'Центральный федеральный округ', 'Регион', 13104177]);
    stop();
  });
});
