import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { fetchCategories, type CategoriesVariant } from '../categories';
import { CategoryPickerStore } from './CategoryPickerStore';

const SEARCH = '/preferences/inimage/categories/search';
const V2_SEARCH = '/preferences/inimage/v2/categories/search';

const picker = (variant: CategoriesVariant = 'rest') => new CategoryPickerStore((signal) => fetchCategories('', variant, signal));
const idOf = (store: CategoryPickerStore, name: string): number => store.tree.roots.flatMap((r) => [r, ...r.children]).find((n) => n.item.name === name)!.id;

describe('CategoryPickerStore', () => {
  it("loads the tree once, and offers the chosen category's tags with its subcategories', each once", async () => {
    const store = picker();
    expect(store.state).toBe('idle');
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(backend.all('GET', SEARCH)).toHaveLength(1);
    expect(store.tree.roots.map((r) => r.item.name).slice(0, 2)).toEqual(['Транспорт', 'Спорт']);
    // The seed: Природа [16] > Пейзажи [17..20], Животные [21] > Домашние животные [22, 23], Птицы [24].
    store.choose(idOf(store, 'Природа'));
    expect(store.chosenTags).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24]);
    store.choose(idOf(store, 'Пейзажи'));
    expect([store.isChosen(idOf(store, 'Пейзажи')), store.isChosen(idOf(store, 'Природа'))]).toEqual([true, false]);
    expect(store.chosenTags).toEqual([17, 18, 19, 20]);
  });

  it('reads a flat answer with repeated tags and junk entries; v2 asks its own path', async () => {
    backend.fail('GET', V2_SEARCH, {
      success: true,
      data: [{ id: 1, name: 'Корень', parent_id: null, tags: [5, 6] }, { id: 2, name: 'Ветка', parent_id: 1, tags: [6, 'x', 7, 5] }, { name: 'без id' }, 'мусор', { id: 3, name: 'Сирота', parent_id: 99, tags: null }],
    });
    const store = picker('v2');
    await store.load();
    expect(backend.all('GET', SEARCH)).toHaveLength(0);
    expect(store.tree.roots.map((r) => [r.item.name, r.children.map((c) => c.item.name)])).toEqual([['Корень', ['Ветка']], ['Сирота', []]]);
    store.choose(1);
    expect(store.chosenTags).toEqual([5, 6, 7]);
    store.choose(3);
    expect(store.chosenTags).toEqual([]);
  });

  it('a failed load shows its error toast and is tried again; an empty tree is said', async () => {
    backend.fail('GET', SEARCH, { success: true, data: [] });
    backend.standIn.faults.set({ method: 'GET', path: SEARCH, kind: 'http500', times: 1 }); // the newest fault wins, once
    const store = picker();
    await store.load();
    expect(store.state).toBe('failed');
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка' });
    await store.load();
    expect(backend.all('GET', SEARCH)).toHaveLength(2);
    expect([store.state, store.isEmpty]).toEqual(['ready', true]);
  });
});
