import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { d } from '@core/decode';
import { mediaplanKpiApi } from './api';
import { MediaplanKpiStore } from './MediaplanKpiStore';
import type { MediaplanKpiProps } from './props';
import { TEXTS } from './texts';
import { CampaignModal } from './views/CampaignModal';
import { PlanTable } from './views/PlanTable';
import { LoadFailed } from '@ui/LoadFailed';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { MediaplanKpiProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const mediaplanKpiStore = ({ urlPath, mediaplan }: MediaplanKpiProps) => new MediaplanKpiStore(mediaplanKpiApi(urlPath), d.id(queryParam('id')), mediaplan ?? null);

/** Leaving with a campaign's unsaved edits asks first; its own observer, so an edit re-renders nothing else. */
/** S 2 media plan KPI (?id={mediaplan_id}): the plan's lines per campaign and the per-campaign KPI modal. */
export const MediaplanKpiScreen = observer(function MediaplanKpiScreen(props: MediaplanKpiProps & GivenStore<MediaplanKpiStore>) {
  const store = useScreenStore(props.store, () => mediaplanKpiStore(props));

  if (store.state === 'loading') return <p className="load-state text-body-secondary">{TEXTS.loading}</p>;
  if (store.state === 'failed') {
    return <LoadFailed onRetry={store.mediaplanId !== null ? () => void store.load() : undefined} />;
  }
  return (
    <div>
      <UnsavedGuard when={() => store.anyDirty} />
      <h2 className="h5 mb-3 text-break-anywhere">{TEXTS.heading(store.name || `#${store.mediaplanId ?? ''}`)}</h2>
      <PlanTable store={store} />
      <CampaignModal store={store} />
    </div>
  );
});
