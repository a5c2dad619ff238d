import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { ReportView } from '@ui/report/ReportView';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { channelsBillingApi } from './api';
import { ChannelsBillingStore } from './ChannelsBillingStore';
import type { ChannelsBillingProps } from './props';
import { TEXTS } from './texts';
import { BillingFilters } from './views/BillingFilters';
import { billingCells } from './views/billingCells';

export type { ChannelsBillingProps };

const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const channelsBillingStore = ({ urlPath, firstPage }: ChannelsBillingProps) => new ChannelsBillingStore(channelsBillingApi(urlPath, firstPage));

/** S 6 channels billing report: filters, the report, the Excel export in a new window (flag `export`), partner login (flag `relog`). */
export const ChannelsBillingScreen: (props: ChannelsBillingProps & GivenStore<ChannelsBillingStore>) => ReactNode = observer(function ChannelsBillingScreen(props: ChannelsBillingProps & GivenStore<ChannelsBillingStore>) {
  const { urlPath } = props;
  const store = useScreenStore(props.store, () => channelsBillingStore(props));
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
