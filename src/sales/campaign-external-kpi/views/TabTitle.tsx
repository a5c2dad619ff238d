import { observer } from 'mobx-react-lite';
import type { CampaignExternalKpiStore, KpiTab } from '../CampaignExternalKpiStore';
import { TEXTS } from '../texts';

/** S 2: the tab's name with its saved / unsaved marker (the plan tab is read-only: no marker). */
export const TabTitle = observer(function TabTitle({ store, tab }: { store: CampaignExternalKpiStore; tab: KpiTab }) {
  if (tab.key === 'plan') return <>{tab.title}</>;
  const dirty = store.isDirty(tab.key);
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span className="kpi-tab-name d-inline-block text-truncate align-bottom" style={{ maxWidth: '18rem' }} title={tab.title}>
        {tab.title}
      </span>
      <span className={`badge rounded-pill ${dirty ? 'text-bg-warning' : 'text-bg-light border'}`}>{dirty ? TEXTS.unsaved : TEXTS.saved}</span>
    </span>
  );
});
