import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import type { ReportCells } from '@ui/report/ReportTable';
import { ReportView } from '@ui/report/ReportView';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativeStatEventsApi, type EventRow } from './api';
import { cellText, CreativeStatEventsStore } from './CreativeStatEventsStore';
import type { CreativeStatEventsProps } from './props';
import { TEXTS } from './texts';
import { EventFilters } from './views/EventFilters';
import { ExportModal } from './views/ExportModal';
import { FastFilterPills } from './views/FastFilterPills';

export type { CreativeStatEventsProps };

const TABLE_HEIGHT = 550;
const CELLS: ReportCells<EventRow> = { event: { render: (row) => cellText(row, 'event') }, count: { align: 'end' } };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativeStatEventsStore = ({ urlPath, configurable, report, firstPage }: CreativeStatEventsProps) =>
  new CreativeStatEventsStore(creativeStatEventsApi(undefined, firstPage), report, configurable ?? false, urlPath);

/** S 2 creative stat events report: filters, fast filters as pills, the whole report exported (columns chosen) or copied. */
export const CreativeStatEventsScreen: (props: CreativeStatEventsProps & GivenStore<CreativeStatEventsStore>) => ReactNode = observer(function CreativeStatEventsScreen(props: CreativeStatEventsProps & GivenStore<CreativeStatEventsStore>) {
  const store = useScreenStore(props.store, () => creativeStatEventsStore(props));
  const empty = store.report.rows.length === 0;
  const busy = store.exporting;
  const toolbar = (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void store.copy()} disabled={empty || busy} aria-busy={busy || undefined}>
        {TEXTS.copy}
      </button>
      <button type="button" className="btn btn-sm btn-outline-success" onClick={store.openExport} disabled={empty || busy}>
        {TEXTS.export}
      </button>
    </>
  );
  return (
    <WithSidebar sidebar={<EventFilters store={store} />}>
      <FastFilterPills store={store} />
      <ReportView store={store.report} caption={TEXTS.caption} cells={CELLS} empty={TEXTS.empty} height={TABLE_HEIGHT} toolbar={toolbar} />
      <ExportModal store={store} />
    </WithSidebar>
  );
});
