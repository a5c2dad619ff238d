import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api, type Saved } from '@core/http';
import { multiSearchRows, type MatchMode, type MultiSearchRow } from '@core/multiSearch/MultiSearchStore';

/** A 3 Category (behaviour): category_id, name_ru, descr_ru, parent_id, percent (description read when descr_ru is absent). */
export interface BehaviorCategory {
  id: number;
  name: string;
  descr: string;
  parentId: number | null;
  /** The category's own percent (null when absent or not a number 0..100). */
  percent: number | null;
  /** Nested children, when the answer nests them (the tree takes flat and nested lists). */
  children: BehaviorCategory[];
}

/** Deeper than any real tree: an answer nesting further is cut there (it cannot hang the page). */
const MAX_DEPTH = 50;
const shape = d.record({ category_id: d.id, id: d.id, name_ru: d.text, descr_ru: d.text, description: d.text, parent_id: d.id, percent: d.number });

function categoryOf(raw: unknown, depth: number): BehaviorCategory | null {
  const c = shape(raw);
  const id = c.category_id ?? c.id;
  if (id === null) return null;
  const percent = c.percent !== null && c.percent >= 0 && c.percent <= 100 ? c.percent : null;
  const nested = depth < MAX_DEPTH ? d.field(raw, 'children') : [];
  return { id, name: c.name_ru, descr: c.descr_ru || c.description, parentId: c.parent_id, percent, children: categoriesOf(nested, depth + 1) };
}

/** A list of categories (flat with parent_id, or nested); entries without an id are left out. */
export function categoriesOf(raw: unknown, depth = 0): BehaviorCategory[] {
  return d.list((item) => categoryOf(item, depth))(raw).filter((c): c is BehaviorCategory => c !== null);
}

/** One category of a search result (flat: its children are not the search's business). */
const foundOf = (raw: unknown): BehaviorCategory | null => {
  const c = categoryOf(raw, MAX_DEPTH);
  return c && { ...c, children: [] };
};

/** The only place that knows this editor's category URLs: `{apiUrl}` (default `{urlPath}/hb/behavior`). */
export function behaviorApi(apiUrl: string | undefined, urlPath: string | undefined) {
  const base = apiUrl ?? sitePath('/hb/behavior', urlPath);
  return {
    /** A 7 Behavior: GET list → the categories. */
    load: async (signal?: AbortSignal): Promise<BehaviorCategory[]> => categoriesOf(await api.get<unknown>(base, { signal })),
    /** A 7 Categories: DELETE with the ids in the query (`ids[]=`); the answer's data is the new tree (null: reload). */
    async removeSubtree(ids: number[]): Promise<Saved<BehaviorCategory[] | null>> {
      const saved = await api.delete<unknown>(base, { params: { ids } });
      return { ...saved, data: Array.isArray(saved.data) ? categoriesOf(saved.data) : null };
    },
    /** A 7 Behavior: GET multi-search `names[]`, `names_filter_type` (equal | like) → `[{search, result: [category]}]`. */
    search: async (names: string[], mode: MatchMode, signal: AbortSignal): Promise<MultiSearchRow<BehaviorCategory>[]> =>
      multiSearchRows(await api.get<unknown>(`${base.replace(/\/+$/, '')}/multi-search`, { params: { names, names_filter_type: mode }, signal }), foundOf),
  };
}

export type BehaviorApi = ReturnType<typeof behaviorApi>;
