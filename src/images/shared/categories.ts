// The image screens' tag categories (I 3 Category, I 7 Category tree): one type, one decoder, one load call.
import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';

/** I 3: a category; `children` when the answer nests them (the tree accepts flat and nested lists). */
export interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  /** Ids of the tags in this category. */
  tags: number[];
  children: Category[];
  /** The category as the backend sent it, without its children: an edit saves it back with the edits over it. */
  source: Readonly<Record<string, unknown>>;
}

/** Deeper than any real tree: an answer nesting further is cut there (it cannot hang the page). */
const MAX_DEPTH = 50;
const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);
const rawCategory = d.record({ id: d.id, name: d.text, parent_id: d.id, tags: ids });

function categoryOf(raw: unknown, depth = 0): Category | null {
  const { id, ...rest } = rawCategory(raw);
  if (id === null) return null;
  const nested = depth < MAX_DEPTH ? d.field(raw, 'children') : [];
  const { children: _children, ...source } = isObject(raw) ? raw : {};
  return { id, ...rest, children: categoriesOf(nested, depth + 1), source };
}

/** A list of categories (flat or nested); entries without an id are left out. */
export function categoriesOf(raw: unknown, depth = 0): Category[] {
  return d.list((item) => categoryOf(item, depth))(raw).filter((c): c is Category => c !== null);
}

/** 'v2': the images API's second version (images-moderation's props.api), whose categories have their own path. */
export type CategoriesVariant = 'rest' | 'v2';

const SEARCH: Record<CategoriesVariant, string> = {
  rest: '/preferences/inimage/categories/search',
  v2: '/preferences/inimage/v2/categories/search',
};

/** GET {urlPath}/preferences/inimage/categories/search (v2: …/inimage/v2/categories/search): the tree. */
export const fetchCategories = async (urlPath = '', variant: CategoriesVariant = 'rest', signal?: AbortSignal): Promise<Category[]> =>
  categoriesOf(await api.get<unknown>(sitePath(SEARCH[variant], urlPath), { signal }));
