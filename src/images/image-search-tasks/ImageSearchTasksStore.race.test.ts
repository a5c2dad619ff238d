import { expectReloadLatestWins } from '@test/races';
import { searchTasksApi } from './api';
import { ImageSearchTasksStore } from './ImageSearchTasksStore';

/** Adds a task through the add modal (its save reloads the list). */
const addTask = (name: string) => async (store: ImageSearchTasksStore): Promise<boolean> => {
  store.adder.openCreate();
  store.adder.form.set('name', name);
  store.adder.form.set('search_query', name);
  return store.adder.save();
};

describe('ImageSearchTasksStore races', () => {
  it('two tasks added in a row: the first reload is aborted, the list shows both', async () => {
    const store = await expectReloadLatestWins({
      at: '/inimage/search-tasks',
      makeStore: () => new ImageSearchTasksStore(searchTasksApi()),
      list: (s) => s.table.list,
      path: '/inimage/search-tasks',
      actions: [addTask('Гонка: первая'), addTask('Гонка: вторая')],
    });
    expect(store.table.list.rows.slice(0, 2).map((row) => row.task.name)).toEqual(['Гонка: вторая', 'Гонка: первая']);
  });
});
