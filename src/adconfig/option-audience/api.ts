import { sitePath } from '@core/basePath';
import { api } from '@core/http';
import { multiSearchRows, type MatchMode, type MultiSearchRow } from '@core/multiSearch/MultiSearchStore';
import { decodeAudience, type Audience } from './value';

/**
 * The audiences' multi-line search (a call we chose, written in the README row, shaped as A 7's behaviour
 * multi-search): GET `{searchUrl}` `names[]`, `names_filter_type` (equal | like) → `[{search, result: [{id, name}]}]`.
 */
export function searchAudiences(searchUrl: string | undefined, urlPath: string | undefined) {
  const url = searchUrl ?? sitePath('/hb/audiences/multi-search', urlPath);
  return async (names: string[], mode: MatchMode, signal: AbortSignal): Promise<MultiSearchRow<Audience>[]> =>
    multiSearchRows(await api.get<unknown>(url, { params: { names, names_filter_type: mode }, signal }), decodeAudience);
}
