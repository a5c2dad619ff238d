import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ReactNode } from 'react';
import { ReportView } from '../../ui/report/ReportView';
import { WithSidebar } from '../../ui/Sidebar';
import { useStarted } from '../../ui/useStarted';
import { channelsBillingApi } from './api';
import { ChannelsBillingStore } from './ChannelsBillingStore';
import type { ChannelsBillingProps } from './props';
import { TEXTS } from './texts';
import { BillingFilters } from './views/BillingFilters';
import { billingCells } from './views/billingCells';

export type { ChannelsBillingProps };

const TABLE_HEIGHT = 550;

/** S 6 channels billing report: filters, the report, the Excel export in a new window (flag `export`), partner login (flag `relog`). */
export const ChannelsBillingScreen: (props: ChannelsBillingProps) => ReactNode = observer(function ChannelsBillingScreen(props: ChannelsBillingProps) {
  const { urlPath } = props;
  const [store] = useState(() => new ChannelsBillingStore(channelsBillingApi(urlPath)));
  useStarted(store);
  const cells = useMemo(() => billingCells(props.relog ?? false, urlPath), [props.relog, urlPath]);
  const toolbar = props.export ? (
    <a className="btn btn-sm btn-outline-success" href={store.exportUrl} target="_blank" rel="noopener noreferrer" title={TEXTS.exportTitle}>
      {TEXTS.export}
    </a>
  ) : null;
  return (
    <WithSidebar sidebar={<BillingFilters store={store} />}>
      <ReportView store={store.report} caption={TEXTS.caption} cells={cells} empty={TEXTS.empty} height={TABLE_HEIGHT} toolbar={toolbar} />
    </WithSidebar>
  );
});
