import { pagePath, queryParam, sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { uniqueBy } from '@core/uniqueBy';
import { d, isObject, type CellValue } from '@core/decode';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import type { TagMode } from './hash';
import { fetchTags, type Tag } from '@images/shared/tags';

export type { Tag };

const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);

/** I 3 image statistics card: the picture, the approval, the tags, and the statistic columns as cells. */
const cardShape = d.row({ id: d.id, image_id: d.id, preview_url: d.text, photo_url: d.text, domain: d.text, is_approved: d.bool, tags: ids });

export interface StatImage {
  /** id, else image_id (I 3's card names neither): null, the card shows but cannot be approved. */
  id: number | null;
  /** What tells the cards apart: the id, else the picture. */
  key: string;
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
  // A card without an id or a picture has nothing to show or to tell it apart: left out.
  if (id === null && row.preview_url === '') return null;
  return { id, key: id === null ? `preview:${row.preview_url}` : `id:${id}`, preview_url: row.preview_url, photo_url: row.photo_url, domain: row.domain, is_approved: row.is_approved === true, tags: row.tags, cells: row };
}
/** The cards of an answer; a picture twice without an id shows once (the cards key by it). */
export const cardsOf = (raw: unknown): StatImage[] => [...uniqueBy(d.list(cardOf)(raw).filter((row): row is StatImage => row !== null), (row) => row.key)];

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

/**
 * What a tag call's answer says of the image: its tags as saved, 'bare' when the answer lists no images at all
 * (`{success: true}`: the success is the confirmation, issue 41 rule 3), or null when it lists others but not it.
 */
export type TagAnswer = number[] | 'bare' | null;
const tagAnswerOf = (data: unknown, imageId: number): TagAnswer => {
  if (!Array.isArray(data) && !isObject(data)) return 'bare';
  return taggedOf(Array.isArray(data) ? data : [data]).find((r) => r.id === imageId)?.tags ?? null;
};

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
    /** Adds the tag to the image (I 7 add_tag: ids, tags); what the answer says of it (TagAnswer). */
    addTag: async (imageId: number, tag: number): Promise<TagAnswer> => tagAnswerOf((await api.post<unknown>(`${tagBase}${tagPaths.add}`, { ids: [imageId], tags: [tag] })).data, imageId),
    removeTag: async (imageId: number, tag: number): Promise<TagAnswer> => tagAnswerOf((await api.delete<unknown>(`${tagBase}${tagPaths.remove}`, { data: { ids: [imageId], tags: [tag] } })).data, imageId),
  };
}

export type StatisticsApi = ReturnType<typeof statisticsApi>;

/** What this screen asks the backend for (issue 41). */
export const calls = {
  images: spec('I 7 Image data: GET {page}/data/ (data, meta.total_count)'),
  columns: spec('I 7 Image data: GET {page}/columns/ (field, title, is_card, sorting)'),
  tags: spec('I 7 Category tree: GET …/inimage/tags/search'),
  approve: spec('I 7 Image REST: POST …/add_tag, DELETE …/tag; I 4 an answer listing the image confirms by its tags, a bare success confirms'),
  cardKey: chosen('a card\'s id / image_id (I 3 names neither): without them the card shows, keyed by its picture, and cannot be approved'),
  approvedTag: chosen('props.approvedTag: without it the tag named approved'),
} satisfies Calls;
