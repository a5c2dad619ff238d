import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { pagePath, sitePath } from '@core/basePath';
import { AddBar } from '@ui/AddBar';
import { CrudTable } from '@ui/CrudTable';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
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

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const domainVersionsStore = ({ urlPath, objectTypeId, objectId }: DomainVersionsProps) =>
  new DomainVersionsStore(domainVersionsApi({ object_id: objectId ?? objectIdOfPage(), object_type_id: objectTypeId }, urlPath));

/** A 2 domain versions: the object's versions with publish ⇄ draft, delete (confirmed), open, and a new version. */
export const DomainVersionsScreen = observer(function DomainVersionsScreen(props: DomainVersionsProps & GivenStore<DomainVersionsStore>) {
  const { urlPath, objectId } = props;
  const object = objectId ?? objectIdOfPage();
  const store = useScreenStore(props.store, () => domainVersionsStore(props));
  const columns = useMemo(() => versionColumns(), []);
  // A 2: the version's page is {site}/campaigns/stat/client-domains/{objectId}/{versionId}: a link (a new tab, a copied address).
  const editHref = (row: DomainVersion) => sitePath(`/campaigns/stat/client-domains/${object}/${row.id}`, urlPath);
  return (
    <div>
      <AddBar label={TEXTS.add} onAdd={() => void store.create()} />
      <CrudTable store={store.model} columns={columns} caption={TEXTS.title} labels={ROW_LABELS} editHref={editHref} statusText={TEXTS.status} empty={TEXTS.empty} paged={false} maxHeight={550} />
    </div>
  );
});
