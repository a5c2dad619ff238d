import { sitePath } from '../../core/basePath';
import { d } from '../../core/decode';
import { api, type Saved } from '../../core/http';
import type { TreeCalls } from '../../core/tree/TreeStore';
import { fetchTags, type Tag } from '../shared/tags';

/** I 3: a category; `children` when the answer nests them (the tree accepts flat and nested lists). */
export interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  /** Ids of the tags in this category. */
  tags: number[];
  children: Category[];
}


/** What POST and PUT send (paths and bodies "not shown" in I 7: JSON, as the other calls of the area). */
export interface CategoryInput {
  name: string;
  parent_id: number | null;
  tags: number[];
}

/** Deeper than any real tree: an answer nesting further is cut there (it cannot hang the page). */
const MAX_DEPTH = 50;
const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);
const rawCategory = d.record({ id: d.id, name: d.text, parent_id: d.id, tags: ids });

function categoryOf(raw: unknown, depth = 0): Category | null {
  const { id, ...rest } = rawCategory(raw);
  if (id === null) return null;
  const nested = depth < MAX_DEPTH && typeof raw === 'object' && raw !== null && 'children' in raw ? raw.children : [];
  return { id, ...rest, children: categoriesOf(nested, depth + 1) };
}

/** A list of categories (flat or nested); entries without an id are left out. */
export function categoriesOf(raw: unknown, depth = 0): Category[] {
  return d.list((item) => categoryOf(item, depth))(raw).filter((c): c is Category => c !== null);
}


/** The only place that knows this screen's URLs: {urlPath}/preferences/inimage/… (I 2.6, I 7). */
export function tagCategoriesApi(urlPath = '') {
  const categories = sitePath('/preferences/inimage/categories', urlPath);
  const calls: TreeCalls<Category, CategoryInput> & { tags(signal?: AbortSignal): Promise<Tag[]> } = {
    load: async (signal) => categoriesOf(await api.get<unknown>(`${categories}/search`, { signal })),
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
