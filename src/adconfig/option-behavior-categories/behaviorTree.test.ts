import { waitFor } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { behaviorApi, categoriesOf } from './api';
import { behaviorTree } from './behaviorTree';
import { checkBehaviorCategories, decodeBehaviorCategories, encodeBehaviorCategories, withChosen } from './value';

async function started(apiUrl?: string, onRemoved?: (ids: number[]) => void) {
  const store = behaviorTree(behaviorApi(apiUrl, ''), onRemoved);
  const stop = store.start();
  await waitFor(() => expect(store.state).not.toBe('loading'));
  return { store, stop };
}

describe('behaviorTree and the value', () => {
  it('reads categories untrusted (flat or nested, percent 0..100 or none), and the value as [{category_id, percent}]', () => {
    const nested = [{ category_id: 1, name_ru: 'А', description: 'описание', percent: '40', children: [{ category_id: 2, name_ru: 'Б', percent: 140 }, { name_ru: 'без id' }] }, 'мусор', null];
    expect(categoriesOf(nested)).toEqual([
      { id: 1, name: 'А', descr: 'описание', parentId: null, percent: 40, children: [{ id: 2, name: 'Б', descr: '', parentId: null, percent: null, children: [] }] },
    ]);
    expect(decodeBehaviorCategories([{ category_id: 5, percent: 12.5 }, { category_id: 5, percent: 1 }, 7, { percent: 3 }, { category_id: 'x' }])).toEqual([
      { id: 5, percent: '12.5' },
      { id: 7, percent: '' },
    ]);
    expect(decodeBehaviorCategories({ 5: 10 })).toEqual([]);
    const value = withChosen([{ id: 5, percent: '' }], [{ id: 5, name: '', descr: '', parentId: null, percent: 9, children: [] }, { id: 6, name: '', descr: '', parentId: null, percent: 30, children: [] }]);
    expect(value).toEqual([{ id: 5, percent: '' }, { id: 6, percent: '30' }]);
    expect(checkBehaviorCategories([...value, { id: 7, percent: '-1' }, { id: 8, percent: '0,5' }])).toEqual({ '0.percent': 'Обязательное поле', '2.percent': 'Некорректное значение' });
    expect(encodeBehaviorCategories([{ id: 8, percent: '0,5' }, { id: 9, percent: '' }])).toEqual([{ category_id: 8, percent: 0.5 }, { category_id: 9, percent: null }]);
  });

  it('loads from props.apiUrl; a delete asked and refused sends nothing; one answered without a tree reads the tree again', async () => {
    const removed: number[][] = [];
    const { store, stop } = await started('/api/hb/behavior', (ids) => removed.push(ids));
    expect(store.state).toBe('failed'); // no such stand-in route: the toast, and 'Повторить' in the view
    stop();

    const { store: tree, stop: stop2 } = await started(undefined, (ids) => removed.push(ids));
    expect(tree.roots.map((n) => n.item.name).slice(0, 2)).toEqual(['Авто', 'Путешествия']);
    const finance = tree.find(3);
    if (!finance) throw new Error('no Финансы');
    const refused = tree.remove(finance);
    expect((await answerConfirm(false)).message).toBe('Вместе с категорией будут удалены вложенные категории (3). Вы уверены?');
    expect(await refused).toBe(false);
    expect(backend.all('DELETE', '/hb/behavior')).toHaveLength(0);

    backend.fail('DELETE', '/hb/behavior', { success: true, message: '', data: null });
    const done = tree.remove(finance);
    await answerConfirm(true);
    expect(await done).toBe(true);
    expect(backend.last('DELETE', '/hb/behavior').query).toEqual({ ids: ['3', '31', '32', '33'] });
    expect(removed).toEqual([[3, 31, 32, 33]]);
    expect(backend.all('GET', '/hb/behavior')).toHaveLength(2);
    stop2();
  });
});
