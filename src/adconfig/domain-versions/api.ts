import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { api, type Preview } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import { versionOf, versionsOf, VERSIONS_API, type DomainVersion } from '@adconfig/shared/domainVersions/version';

export type { DomainVersion } from '@adconfig/shared/domainVersions/version';

/** Issue 41: what the page asks the backend for (A 7 Domain versions), and what it does without what the spec does not name. */
export const calls = {
  list: spec('A 7 Domain versions GET {objectTypeId}/{objectId} (the object’s versions; the spec’s plain "GET list" is every object’s, not asked)'),
  create: spec('A 7 Domain versions POST (object_id, object_type_id) (a bare {success: true} is a new draft: the list is read again)'),
  setStatus: spec('A 7 Domain versions PUT {id} (status)'),
  remove: spec('A 7 Domain versions DELETE {id}'),
  compareErrors: chosen('a refused publish’s `errors` as [{id, domain, message?}] or texts, ids 1–3 named: each in its own words, else by id; \'Неизвестная ошибка\' only for one with neither; no list: the server’s message'),
  objectTypeId: chosen('prop `objectTypeId` (the spec names the path, not where the page learns the type): without it the island shows its mount alert'),
} satisfies Calls;

/** What POST sends (A 7): the object the new version belongs to. */
export interface DomainVersionInput {
  object_id: number;
  object_type_id: number;
}

/**
 * The only place that knows this screen's URLs (A 7): {urlPath}/api/stat/custom-report-domains-versions,
 * GET {objectTypeId}/{objectId} (the object's versions), POST (object_id, object_type_id), PUT {id} (status), DELETE {id}.
 */
export function domainVersionsApi(object: DomainVersionInput, urlPath = '') {
  const base = sitePath(VERSIONS_API, urlPath);
  const collection = restCollection<DomainVersion, DomainVersionInput>(base, { row: versionOf });
  return {
    ...collection,
    list: (_params = {}, signal?: AbortSignal, preview?: Preview<DomainVersion>) =>
      api.list<DomainVersion>(`${base}/${object.object_type_id}/${object.object_id}`, { rows: versionsOf, signal, preview }),
    /** POST with the page's object: a new draft version. */
    createVersion: () => collection.create(object),
  };
}

export type DomainVersionsApi = ReturnType<typeof domainVersionsApi>;
