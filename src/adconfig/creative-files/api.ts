import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api, type Page, type Preview, type Saved } from '@core/http';
import { spec, type Calls } from '@core/calls';

/** Issue 41: what the page asks the backend for; every call is one the spec names (A 7 Creatives). */
export const calls = {
  list: spec('A 7 Creatives GET /creatives/{id}/files (A 3 File: name, url, is_relation, file_size, updated)'),
  upload: spec('A 7 Creatives POST /creatives/{id}/files multipart files[] (a bare {success: true} is an upload; the list is read again)'),
  remove: spec('A 7 Creatives DELETE /creatives/{id}/files with the names'),
  zip: spec('A 7 Creatives resources/zip/{id} (a plain link the browser downloads)'),
} satisfies Calls;

/** A 3: a file of the creative; `file_size` in Kb; `is_relation`: a banner parameter uses it. */
export interface CreativeFile {
  name: string;
  url: string;
  isRelation: boolean;
  /** null: the answer's size is missing or not a size. */
  sizeKb: number | null;
  updated: string;
}

/** A file without a name cannot be told apart, deleted or shown: it is left out. */
function fileOf(raw: unknown): CreativeFile | null {
  if (!isObject(raw)) return null;
  const name = d.text(raw.name);
  if (name === '') return null;
  const size = d.number(raw.file_size);
  return { name, url: d.text(raw.url), isRelation: d.bool(raw.is_relation) === true, sizeKb: size !== null && size >= 0 ? size : null, updated: d.text(raw.updated) };
}

/** The files with a name, each name once (a repeated one would be a second row of the same key). */
export function filesOf(raw: unknown): CreativeFile[] {
  const seen = new Set<string>();
  const out: CreativeFile[] = [];
  for (const file of d.list(fileOf)(raw)) {
    if (file === null || seen.has(file.name)) continue;
    seen.add(file.name);
    out.push(file);
  }
  return out;
}

/** The only place that knows this screen's URLs: {urlPath}/creatives/{id}/files and the zip. */
export function creativeFilesApi(creativeId: number, urlPath = '') {
  const files = sitePath(`/creatives/${creativeId}/files`, urlPath);
  return {
    /** A plain link the browser downloads (A 7: resources/zip/{id}, under /creatives). */
    zipUrl: sitePath(`/creatives/resources/zip/${creativeId}`, urlPath),
    /** GET {id}/files: every file of the creative in one answer. */
    list: (signal?: AbortSignal, preview?: Preview<CreativeFile>): Promise<Page<CreativeFile>> => api.list<CreativeFile>(files, { rows: filesOf, signal, preview }),
    /** POST {id}/files multipart `files[]`: one file a call, so the page can say how far the upload is. */
    upload(file: File, signal?: AbortSignal): Promise<Saved<unknown>> {
      const body = new FormData();
      body.append('files[]', file);
      return api.post<unknown>(files, body, { signal });
    },
    /** DELETE {id}/files with the names to delete. */
    remove: (names: string[]): Promise<Saved<unknown>> => api.delete<unknown>(files, { data: { names } }),
  };
}

export type CreativeFilesApi = ReturnType<typeof creativeFilesApi>;
