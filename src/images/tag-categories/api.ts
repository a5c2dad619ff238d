import { sitePath } from '@core/basePath';
import { api, type Saved } from '@core/http';
import type { TreeCalls } from '@core/tree/TreeStore';
import { categoriesOf, fetchCategories, type Category } from '@images/shared/categories';
import { fetchTags, type Tag } from '@images/shared/tags';

/** What POST and PUT send (paths and bodies "not shown" in I 7: JSON, as the other calls of the area). */
export interface CategoryInput {
  name: string;
  parent_id: number | null;
  tags: number[];
}

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
