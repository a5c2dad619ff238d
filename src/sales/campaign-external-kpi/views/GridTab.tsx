import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { EditableGrid } from '@ui/grid/EditableGrid';
import { LoadFailed } from '@ui/LoadFailed';
import type { CampaignExternalKpiStore, KpiTab } from '../CampaignExternalKpiStore';
import { TEXTS } from '../texts';
import { CommentField } from './CommentField';
import { TabToolbar } from './TabToolbar';

/** S 9: the grid scrolls under its sticky header in a box of 550 px. */
const GRID_HEIGHT = 550;

/** A tab of values: its toolbar, the grid of days × indicators, and (the whole campaign) the comment. */
export const GridTab = observer(function GridTab({ store, tab }: { store: CampaignExternalKpiStore; tab: KpiTab }) {
  const save = useCallback(() => void store.save(tab.key), [store, tab.key]);
  const loading = store.detailState(tab.key);
  if (tab.detail && loading === 'loading') return <p className="load-state text-body-secondary">{TEXTS.loading}</p>;
  if (tab.detail && loading === 'failed') {
    const { detail } = tab;
    return <LoadFailed onRetry={() => void store.loadDetail(detail)} />;
  }
  const columns = store.columnsOf(tab.key);
  // A breakdown without indicators keeps its toolbar: it can still be renamed or deleted.
  if (columns.length === 0)
    return (
      <>
        {tab.detail && <TabToolbar store={store} tab={tab} />}
        <p className="text-body-secondary">{TEXTS.noIndicators}</p>
      </>
    );
  const total = store.indicatorsTotal(tab.key);
  return (
    <>
      <TabToolbar store={store} tab={tab} />
      {total !== null && <p className="small text-body-secondary">{TEXTS.indicatorsCut(columns.length, total)}</p>}
      <EditableGrid
        caption={TEXTS.gridCaption(tab.title)}
        corner={TEXTS.corner}
        rows={store.rows}
        columns={columns}
        cell={store.cellsOf(tab.key)}
        changes={store.changesOf(tab.key)}
        onSave={save}
        maxHeight={GRID_HEIGHT}
      />
      {tab.key === 'campaign' && <CommentField store={store} />}
    </>
  );
});
