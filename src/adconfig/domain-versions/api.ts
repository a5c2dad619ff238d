import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { api, type Preview } from '@core/http';
import { versionOf, versionsOf, VERSIONS_API, type DomainVersion } from '@adconfig/shared/domainVersions/version';

export type { DomainVersion } from '@adconfig/shared/domainVersions/version';

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
