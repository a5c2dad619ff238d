import { sitePath } from '@core/basePath';
import { spec, type Calls } from '@core/calls';
import { api, type Saved } from '@core/http';
import type { TreeCalls } from '@core/tree/TreeStore';
import { categoriesOf, fetchCategories, type Category } from '@images/shared/categories';
import { fetchTags, type Tag } from '@images/shared/tags';

/** What POST and PUT send (paths and bodies "not shown" in I 7: JSON, as the other calls of the area). */
export type CategoryInput = Record<string, unknown> & {
  name: string;
  parent_id: number | null;
  tags: number[];
};

export const calls = {
  tree: spec('I 7 Category tree: GET {preferences}/inimage/categories/search'),
  tags: spec('I 7 Category tree: GET …/inimage/tags/search'),
  create: spec('I 2.6 add child; I 7 "create and update paths: not shown": ours, POST …/inimage/categories {name, parent_id, tags}; a bare answer is a save (the tree reloads)'),
  update: spec('I 2.6 edit; I 7 path not shown: ours, PUT …/inimage/categories/{id}, the category as it came with the edits over it'),
  removeSubtree: spec('I 7 Category delete: DELETE /preferences/inimage/categories with ids; data (new list), else the tree reloads'),
} satisfies Calls;

/** The only place that knows this screen's URLs: {urlPath}/preferences/inimage/… (I 2.6, I 7). */
export function tagCategoriesApi(urlPath = '') {
  const categories = sitePath('/preferences/inimage/categories', urlPath);
  const calls: TreeCalls<Category, CategoryInput> & { tags(signal?: AbortSignal): Promise<Tag[]> } = {
    load: (signal) => fetchCategories(urlPath, 'rest', signal),
    tags: (signal) => fetchTags(urlPath, signal),
    create: (input) => api.post<unknown>(categories, input),
    update: (id, input) => api.put<unknown>(`${categories}/${id}`, input),
    // I 7: DELETE with the ids (the category and its descendants); the answer's data is the new tree.
    async removeSubtree(list): Promise<Saved<Category[] | null>> {
      const saved = await api.delete<unknown>(categories, { params: { ids: list } });
      return { ...saved, data: Array.isArray(saved.data) ? categoriesOf(saved.data) : null };
    },
  };
  return calls;
}

export type TagCategoriesApi = ReturnType<typeof tagCategoriesApi>;
