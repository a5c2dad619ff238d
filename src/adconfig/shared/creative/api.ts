import { sitePath } from '@core/basePath';
import { required } from '@core/decode';
import { api } from '@core/http';
import { creativeOf, type Creative } from './creative';

/** Every creative call lives under /creatives (A 7), behind the site prefix. */
export const creativesBase = (urlPath = ''): string => sitePath('/creatives', urlPath);

/** The creative's main settings page (A 2: /creatives/settings/?id={creative_id}). */
export const creativeSettingsUrl = (id: number, urlPath = ''): string => `${creativesBase(urlPath)}/settings/?id=${id}`;

/**
 * GET /creatives/{id}: the spec names no read call for one creative; the collection's REST read (our choice,
 * issue 41: chosen). The creative's pages take the creative their page prints (data-props `record`) and ask
 * this only when props leave it out.
 */
export function creativeRead(urlPath = '') {
  const base = creativesBase(urlPath);
  return async (id: number, signal?: AbortSignal): Promise<Creative> => required(creativeOf(await api.get<unknown>(`${base}/${id}`, { signal })), 'the creative');
}
