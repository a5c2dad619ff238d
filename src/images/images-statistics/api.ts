import { pagePath, queryParam, sitePath } from '@core/basePath';
import { uniqueBy } from '@core/uniqueBy';
import { d, type CellValue } from '@core/decode';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import type { TagMode } from './hash';
import { fetchTags, type Tag } from '@images/shared/tags';

export type { Tag };

const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);

/** I 3 image statistics card: the picture, the approval, the tags, and the statistic columns as cells. */
const cardShape = d.row({ id: d.id, image_id: d.id, preview_url: d.text, photo_url: d.text, domain: d.text, is_approved: d.bool, tags: ids });

export interface StatImage {
  id: number;
  preview_url: string;
  photo_url: string;
  domain: string;
  is_approved: boolean;
  tags: number[];
  /** Every plain field of the answer (the statistic columns), shown by the columns' `field`. */
  cells: Record<string, CellValue>;
}

function cardOf(raw: unknown): StatImage | null {
  const row = cardShape(raw);
  const id = row.id ?? row.image_id;
  if (id === null) return null;
  return { id, preview_url: row.preview_url, photo_url: row.photo_url, domain: row.domain, is_approved: row.is_approved === true, tags: row.tags, cells: row };
}
export const cardsOf = (raw: unknown): StatImage[] => d.list(cardOf)(raw).filter((row): row is StatImage => row !== null);

/** {page}/columns/: the fields the cards show (is_card) and the sort selector offers (sorting). */
export interface StatColumn {
  field: string;
  title: string;
  sorting: boolean;
  isCard: boolean;
}
export function columnsOf(raw: unknown): StatColumn[] {
  // A column listed twice shows once (the cards key their cells by field).
  const named = d.records({ field: d.text, title: d.text, sorting: d.bool, is_card: d.bool })(raw).filter((c) => c.field !== '');
  return uniqueBy(named, (c) => c.field).map((c) => ({ field: c.field, title: c.title || c.field, sorting: c.sorting === true, isCard: c.is_card === true }));
}


export interface StatsQuery {
  tags: number[];
  tagsMode: TagMode;
  /** [from, to] as Y-m-d, or null: no period. */
  dateRange: [string, string] | null;
}

export type ApiVariant = 'rest' | 'v2';
const TAG_PATHS: Record<ApiVariant, { base: string; add: string; remove: string }> = {
  rest: { base: '/api/rest/images', add: '/add_tag', remove: '/tag' },
  v2: { base: '/api/inimage/v2/images', add: '/add-tag', remove: '/remove-tags' },
};

/** The images answered by a tag call, as {id, tags} (the server's confirmation of the change, I 4). */
const taggedOf = (raw: unknown): Array<{ id: number; tags: number[] }> =>
  d.records({ id: d.id, tags: ids, tags_auto: ids, tags_include: ids, tags_exclude: ids })(raw).flatMap((r) => {
    if (r.id === null) return [];
    const tags = r.tags.length ? r.tags : [...r.tags_auto.filter((t) => !r.tags_exclude.includes(t)), ...r.tags_include];
    return [{ id: r.id, tags }];
  });

/** The only place that knows this screen's URLs (I 7: {page}/data/, {page}/columns/, the image tag calls). */
export function statisticsApi(variant: ApiVariant = 'rest', urlPath = '', base = pagePath()) {
  const tagPaths = TAG_PATHS[variant];
  const tagBase = sitePath(tagPaths.base, urlPath);
  // I 2.1: the page also reads an id query parameter (one image).
  const id = queryParam('id');
  const filterParams = (q: StatsQuery) => ({
    tags: q.tags.length ? q.tags : undefined,
    tags_mode: q.tags.length ? q.tagsMode : undefined,
    date_range: q.dateRange ?? undefined,
    id: id ?? undefined,
  });
  return {
    images: (query: StatsQuery, paging: Paging, signal?: AbortSignal, preview?: Preview<StatImage>): Promise<Page<StatImage>> =>
      api.list<StatImage>(`${base}/data/`, { rows: cardsOf, params: { ...filterParams(query), ...pagingParams(paging) }, signal, preview }),
    columns: async (query: StatsQuery, signal?: AbortSignal): Promise<StatColumn[]> => columnsOf(await api.get<unknown>(`${base}/columns/`, { params: filterParams(query), signal })),
    tags: (): Promise<Tag[]> => fetchTags(urlPath),
    /** Adds the tag to the image; answers the image's tags as the server saved them (empty when it did not say). */
    addTag: async (imageId: number, tag: number): Promise<number[] | null> =>
      taggedOf((await api.post<unknown>(`${tagBase}${tagPaths.add}`, { ids: [imageId], tags: [tag] })).data).find((r) => r.id === imageId)?.tags ?? null,
    removeTag: async (imageId: number, tag: number): Promise<number[] | null> =>
      taggedOf((await api.delete<unknown>(`${tagBase}${tagPaths.remove}`, { data: { ids: [imageId], tags: [tag] } })).data).find((r) => r.id === imageId)?.tags ?? null,
  };
}

export type StatisticsApi = ReturnType<typeof statisticsApi>;
