import { sitePath } from './basePath';
import { api, type Page, type Preview } from './http';

/** A 7 data access: the query of GET {urlPath}/api/ naming a model, its method and the method's arguments (a JSON list). */
export const apiModelParams = (model: string, method: string, args: readonly unknown[] = []) => ({
  'api.model': model,
  'api.method': method,
  'api.args': JSON.stringify(args),
});

/**
 * The backend's generic data access (A 7): `GET {urlPath}/api/?api.model=Formats&api.method=all&api.args=[]`.
 * `get` answers the envelope's data (decode it), `list` a page of rows through the screen's decoder.
 */
export function apiModel(urlPath = '') {
  const url = sitePath('/api/', urlPath);
  return {
    get: (model: string, method: string, args?: readonly unknown[], signal?: AbortSignal): Promise<unknown> =>
      api.get<unknown>(url, { params: apiModelParams(model, method, args), signal }),
    list: <Row>(model: string, method: string, args: readonly unknown[], opts: { rows: (data: unknown) => Row[]; signal?: AbortSignal; preview?: Preview<Row> }): Promise<Page<Row>> =>
      api.list<Row>(url, { rows: opts.rows, params: apiModelParams(model, method, args), signal: opts.signal, preview: opts.preview }),
  };
}
