import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { ReportCells } from '../../ui/report/ReportTable';
import { ReportView } from '../../ui/report/ReportView';
import { WithSidebar } from '../../ui/Sidebar';
import { useStarted } from '../../ui/useStarted';
import { creativeStatEventsApi, type EventRow } from './api';
import { cellText, CreativeStatEventsStore } from './CreativeStatEventsStore';
import type { CreativeStatEventsProps } from './props';
import { TEXTS } from './texts';
import { EventFilters } from './views/EventFilters';
import { FastFilterPills } from './views/FastFilterPills';

export type { CreativeStatEventsProps };

const TABLE_HEIGHT = 550;
const CELLS: ReportCells<EventRow> = { event: { render: (row) => cellText(row, 'event') }, count: { align: 'end' } };

/** S 2 creative stat events report: filters, fast filters as pills, the visible columns exported or copied. */
export const CreativeStatEventsScreen: (props: CreativeStatEventsProps) => ReactNode = observer(function CreativeStatEventsScreen({ urlPath, configurable, report }: CreativeStatEventsProps) {
  const [store] = useState(() => new CreativeStatEventsStore(creativeStatEventsApi(), report, configurable ?? false, urlPath));
  useStarted(store);
  const empty = store.report.rows.length === 0;
  const toolbar = (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void store.copy()} disabled={empty}>
        {TEXTS.copy}
      </button>
      <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void store.exportExcel()} disabled={empty}>
        {TEXTS.export}
      </button>
    </>
  );
  return (
    <WithSidebar sidebar={<EventFilters store={store} />}>
      <FastFilterPills store={store} />
      <ReportView store={store.report} caption={TEXTS.caption} cells={CELLS} empty={TEXTS.empty} height={TABLE_HEIGHT} toolbar={toolbar} />
    </WithSidebar>
  );
});
