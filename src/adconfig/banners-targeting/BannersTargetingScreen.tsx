import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { pagePath, queryParam } from '@core/basePath';
import { ListTable } from '@ui/ListTable';
import { WithSidebar } from '@ui/Sidebar';
import { bannersTargetingApi } from './api';
import { BannersTargetingStore } from './BannersTargetingStore';
import type { BannersTargetingProps } from './props';
import { TEXTS } from './texts';
import { TargetingFilters } from './views/TargetingFilters';
import { targetingColumns } from './views/targetingColumns';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { BannersTargetingProps };

/** The campaign of the page (?id=); null when it is missing or not an id. */
function campaignOf(): number | null {
  const raw = queryParam('id') ?? '';
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const targetingStore = ({ url, bannersUrl, urlPath, types, engines }: BannersTargetingProps, campaignId: number) =>
  new BannersTargetingStore(bannersTargetingApi({ url: url ?? pagePath(), bannersUrl, urlPath, campaignId }), { types, engines });

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone (none without a campaign). */
export const bannersTargetingStore = (props: BannersTargetingProps) => {
  const campaignId = campaignOf();
  return campaignId === null ? null : targetingStore(props, campaignId);
};

/** A 2 banners targeting table of a campaign (?id=): filters in the hash, paged, sortable; add / exclude per banner. */
export function BannersTargetingScreen(props: BannersTargetingProps & GivenStore<BannersTargetingStore | null>) {
  const [campaignId] = useState(campaignOf);
  if (campaignId === null) {
    return (
      <div className="alert alert-warning" role="alert">
        {TEXTS.noCampaign}
      </div>
    );
  }
  return <BannersTargeting {...props} campaignId={campaignId} />;
}

const BannersTargeting = observer(function BannersTargeting(props: BannersTargetingProps & GivenStore<BannersTargetingStore | null> & { campaignId: number }) {
  const store = useScreenStore(props.store, () => targetingStore(props, props.campaignId));
  const columns = useMemo(() => targetingColumns(store), [store]);
  return (
    <WithSidebar sidebar={<TargetingFilters store={store} />}>
      <div className="d-flex mb-2">
        <button type="button" className="btn btn-outline-danger ms-auto" disabled={store.clearing} aria-busy={store.clearing || undefined} onClick={() => void store.clearAll()}>
          {TEXTS.clear}
        </button>
      </div>
      <ListTable list={store.list} columns={columns} rowKey={(row) => row.id} caption={TEXTS.title} empty={TEXTS.empty} perPageChoice={false} />
    </WithSidebar>
  );
});
