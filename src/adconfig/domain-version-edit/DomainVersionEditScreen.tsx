import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { pagePath, sitePath } from '@core/basePath';
import { LoadFailed } from '@ui/LoadFailed';
import { BadRecordId } from '@ui/record/BadRecordId';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { domainVersionEditApi } from './api';
import { DomainVersionEditStore } from './DomainVersionEditStore';
import type { DomainVersionEditProps } from './props';
import { TEXT } from './texts';
import { AddDomains } from './views/AddDomains';
import { DomainsTable } from './views/DomainsTable';
import { FilterModal } from './views/FilterModal';
import { VersionHeader } from './views/VersionHeader';

export type { DomainVersionEditProps };

const positive = (segment: string | undefined): number | null => (segment && /^\d{1,15}$/.test(segment) && Number(segment) > 0 ? Number(segment) : null);

/** The page …/client-domains/{objectId}/{versionId}: its last two segments, unless the props name them. */
function pageIds(props: DomainVersionEditProps): { objectId: number | null; versionId: number | null } {
  const segments = pagePath().split('/');
  return { objectId: props.objectId ?? positive(segments.at(-2)), versionId: props.versionId ?? positive(segments.at(-1)) };
}

const versionStore = (props: DomainVersionEditProps, objectId: number, versionId: number) =>
  new DomainVersionEditStore(domainVersionEditApi({ objectTypeId: props.objectTypeId, objectId }, props.urlPath), versionId, sitePath(`/campaigns/stat/client-domains/${objectId}`, props.urlPath));

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone (none without both ids). */
export const domainVersionEditStore = (props: DomainVersionEditProps) => {
  const { objectId, versionId } = pageIds(props);
  return objectId === null || versionId === null ? null : versionStore(props, objectId, versionId);
};

/** A 2 domain versions: one version's domains, added and removed; publish; the filter modal; delete. */
export function DomainVersionEditScreen(props: DomainVersionEditProps & GivenStore<DomainVersionEditStore | null>) {
  const [ids] = useState(() => pageIds(props));
  if (ids.objectId === null || ids.versionId === null) return <BadRecordId text={TEXT.badId} />;
  const { objectId, versionId } = ids;
  return <DomainVersionEdit given={props.store} make={() => versionStore(props, objectId, versionId)} />;
}

const DomainVersionEdit = observer(function DomainVersionEdit({ given, make }: { given?: DomainVersionEditStore | null; make: () => DomainVersionEditStore }) {
  const store = useScreenStore(given, make);
  if (store.load.state === 'failed' && store.version === null) return <LoadFailed onRetry={() => void store.reload()} />;
  if (store.missing) {
    return (
      <div className="alert alert-warning" role="alert">
        {TEXT.notFound}{' '}
        <a href={store.parentUrl} className="alert-link">
          {TEXT.back}
        </a>
      </div>
    );
  }
  return (
    <div>
      <VersionHeader store={store} />
      <div className="row g-4">
        <div className="col-xl-8">
          <DomainsTable store={store} />
        </div>
        <div className="col-xl-4">
          <AddDomains store={store} />
        </div>
      </div>
      <FilterModal store={store} />
    </div>
  );
});
