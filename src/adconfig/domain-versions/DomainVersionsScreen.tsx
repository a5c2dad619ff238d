import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { pagePath, sitePath } from '../../core/basePath';
import { pageNavigation } from '../../core/navigate';
import { AddBar } from '../../ui/AddBar';
import { CrudTable } from '../../ui/CrudTable';
import { useStarted } from '../../ui/useStarted';
import { domainVersionsApi, type DomainVersion } from './api';
import { DomainVersionsStore } from './DomainVersionsStore';
import type { DomainVersionsProps } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { versionColumns } from './views/versionColumns';

export type { DomainVersionsProps };

/** The page /campaigns/stat/client-domains/{objectId}: its last segment, when the props do not name the object. */
function objectIdOfPage(): number {
  const last = Number(pagePath().split('/').pop());
  return Number.isInteger(last) && last > 0 ? last : 0;
}

/** A 2 domain versions: the object's versions with publish ⇄ draft, delete (confirmed), open, and a new version. */
export const DomainVersionsScreen = observer(function DomainVersionsScreen({ urlPath, objectTypeId, objectId }: DomainVersionsProps) {
  const object = objectId ?? objectIdOfPage();
  const [store] = useState(() => new DomainVersionsStore(domainVersionsApi({ object_id: object, object_type_id: objectTypeId }, urlPath)));
  useStarted(store);
  const columns = useMemo(() => versionColumns(), []);
  // A 2: the version's page is {site}/campaigns/stat/client-domains/{objectId}/{versionId}.
  const open = (row: DomainVersion) => pageNavigation.assign(sitePath(`/campaigns/stat/client-domains/${object}/${row.id}`, urlPath));
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={() => void store.create()} />
      <CrudTable store={store.model} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} onEdit={open} statusText={TEXTS.status} empty={TEXTS.empty} paged={false} maxHeight={550} />
    </div>
  );
});
