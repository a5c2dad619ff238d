import { queryParam, sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, type CellValue } from '@core/decode';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import type { TagMode, TagPresence } from './hash';
import { fetchCategories, type Category } from '@images/shared/categories';
import { fetchTags, type Tag } from '@images/shared/tags';

export type { Tag };

const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);

/** I 3: an image with its three tag groups (I 4); other plain fields (dynamic columns) are kept as cells. */
const imageShape = d.row({
  id: d.id,
  image_id: d.id,
  preview_url: d.text,
  photo_url: d.text,
  domain: d.text,
  site_id: d.id,
  tags: ids,
  tags_auto: ids,
  tags_include: ids,
  tags_exclude: ids,
  tags_excluded: ids,
  status: d.text,
  is_approved: d.bool,
  displayed: d.count,
  rate: d.number,
});

export interface ModerationImage {
  id: number;
  image_id: number | null;
  preview_url: string;
  photo_url: string;
  domain: string;
  site_id: number | null;
  /** The shown tags: automatic ones not excluded, plus the added ones. */
  tags: number[];
  tags_auto: number[];
  tags_include: number[];
  /** tags_exclude, or tags_excluded as some answers name it. */
  tags_exclude: number[];
  status: string;
  is_approved: boolean | null;
  displayed: number | null;
  /** The neural net's confidence in its automatic tags, 0..100 % (`rate`, ours: the spec names only the filter, I 2.1); null: not said or absurd. */
  rate: number | null;
  cells: Record<string, CellValue>;
  /** V2's object detection, sent back as received with the image's tags. */
  object_detection: unknown;
}

/** A percent 0..100, else null (an absurd figure is unknown, not shown). */
const percentOf = (n: number | null): number | null => (n !== null && n >= 0 && n <= 100 ? n : null);

/** One image; null when it has no id (it could not be saved or told apart). */
function imageOf(raw: unknown): ModerationImage | null {
  const row = imageShape(raw);
  if (row.id === null) return null;
  const exclude = row.tags_exclude.length ? row.tags_exclude : row.tags_excluded;
  const source = d.object(raw);
  // An answer without `tags` gets them from the groups (I 4): automatic ones not excluded, plus the added.
  const shown = 'tags' in source ? row.tags : [...new Set([...row.tags_auto.filter((t) => !exclude.includes(t)), ...row.tags_include])];
  const detection = 'object_detection' in source ? source.object_detection : undefined;
  return { id: row.id, image_id: row.image_id, preview_url: row.preview_url, photo_url: row.photo_url, domain: row.domain, site_id: row.site_id, tags: shown, tags_auto: row.tags_auto, tags_include: row.tags_include, tags_exclude: exclude, status: row.status, is_approved: row.is_approved, displayed: row.displayed, rate: percentOf(row.rate), cells: row, object_detection: detection };
}
/**
 * The images of one page: an answer with more than asked for (a lying backend) is cut before it is
 * decoded; ListStore would cut it after, the seconds of decoding thousands of images thrown away.
 */
const pageOf = (raw: unknown, paging: Paging): unknown => (Array.isArray(raw) && paging.perPage !== 'all' && raw.length > paging.perPage ? raw.slice(0, paging.perPage) : raw);

export const imagesOf = (raw: unknown): ModerationImage[] => d.list(imageOf)(raw).filter((row): row is ModerationImage => row !== null);

/** meta.columns: the fields the cards show (is_card) and the sort selector offers (sorting). */
const columnShape = { field: d.text, title: d.text, sorting: d.bool, is_card: d.bool };
export interface ImageColumn {
  field: string;
  title: string;
  sorting: boolean;
  isCard: boolean;
}
export interface ImagesMeta {
  columns: ImageColumn[];
}
export function imagesMeta(raw: unknown): ImagesMeta {
  const columns = d.record({ columns: d.records(columnShape) })(raw).columns;
  return { columns: columns.filter((c) => c.field !== '').map((c) => ({ field: c.field, title: c.title || c.field, sorting: c.sorting === true, isCard: c.is_card === true })) };
}


export interface ImagesQuery {
  tags: number[];
  tagsMode: TagMode;
  tagsOn: TagPresence;
  siteId: number | null;
  domain: string;
  photoUrl: string;
  rateBegin: number | null;
  rateEnd: number | null;
}

export type ApiVariant = 'rest' | 'v2';

const PATHS: Record<ApiVariant, { base: string; save: string; add: string; remove: string }> = {
  rest: { base: '/api/rest/images', save: '/save_tags', add: '/add_tag', remove: '/tag' },
  v2: { base: '/api/inimage/v2/images', save: '/save-tags', add: '/add-tag', remove: '/remove-tags' },
};

/** The only place that knows this screen's URLs (I 7, REST variant; v2 when props.api = "v2"). */
export function moderationApi(variant: ApiVariant = 'rest', urlPath = '') {
  const paths = PATHS[variant];
  const base = sitePath(paths.base, urlPath);
  // I 2.1: the page also reads an id query parameter (one image).
  const id = queryParam('id');
  return {
    images: (query: ImagesQuery, paging: Paging, signal?: AbortSignal, preview?: Preview<ModerationImage>): Promise<Page<ModerationImage>> =>
      api.list<ModerationImage>(base, {
        rows: (raw) => imagesOf(pageOf(raw, paging)),
        params: {
          tags: query.tags.length ? query.tags : undefined,
          tags_mode: query.tags.length ? query.tagsMode : undefined,
          tags_on: query.tagsOn === 'all' ? undefined : query.tagsOn,
          site_id: query.siteId ?? undefined,
          domain: query.domain || undefined,
          photo_url: query.photoUrl || undefined,
          rate_begin: query.rateBegin ?? undefined,
          rate_end: query.rateEnd ?? undefined,
          id: id ?? undefined,
          ...pagingParams(paging),
        },
        signal,
        preview,
      }),
    tags: (): Promise<Tag[]> => fetchTags(urlPath),
    /** The category tree of the tag picking (I 2.1, I 7), asked for on the picker's first open. */
    categories: (signal?: AbortSignal): Promise<Category[]> => fetchCategories(urlPath, variant, signal),
    /** The modal's save: the image's shown tags after editing. Answers the image as saved, or null for a bare success. */
    saveTags: async (image: ModerationImage, tags: number[]): Promise<ModerationImage | null> => {
      const body = variant === 'v2' ? { image_id: image.id, tags, object_detection: image.object_detection ?? [] } : { image_id: image.id, tags };
      const saved = await api.post<unknown>(`${base}${paths.save}`, body);
      return imageOf(saved.data);
    },
    /** Bulk: the tags added to each image; answers the images as saved (may be empty). */
    addTags: async (imageIds: number[], tags: number[]): Promise<ModerationImage[]> => imagesOf((await api.post<unknown>(`${base}${paths.add}`, { ids: imageIds, tags })).data),
    removeTags: async (imageIds: number[], tags: number[]): Promise<ModerationImage[]> =>
      imagesOf((await api.delete<unknown>(`${base}${paths.remove}`, { data: { ids: imageIds, tags } })).data),
  };
}

export type ModerationApi = ReturnType<typeof moderationApi>;

/** What this screen asks the backend for (issue 41). */
export const calls = {
  images: spec('I 7 Image REST: GET /api/rest/images (v2: /api/inimage/v2/images) with filters (data, meta)'),
  saveTags: spec('I 7 Image REST: POST …/save_tags (image_id, tags); a bare answer is a save'),
  bulk: spec('I 7 Image REST: POST …/add_tag, DELETE …/tag (ids, tags); a bare answer applies the change locally'),
  tags: spec('I 7 Category tree: GET …/inimage/tags/search'),
  categories: spec('I 7 Category tree: GET …/inimage/categories/search (v2 variant)'),
  columns: chosen('meta.columns: without it the sort offers Показы only and the cards show displayed'),
  rate: chosen('an image\'s rate: without it no AI badge'),
  photoUrl: chosen('the query name photo_url for hash pu (I 2.1 names the key, not the parameter)'),
} satisfies Calls;
