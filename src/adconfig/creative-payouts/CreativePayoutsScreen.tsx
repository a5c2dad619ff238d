import { useState } from 'react';
import type { RowActions } from '@ui/grid/EditableGrid';
import { queryParam } from '@core/basePath';
import { d } from '@core/decode';
import { PayoutsView } from '@adconfig/shared/payouts/PayoutsView';
import { creativePayoutsApi, historyUrl } from './api';
import type { CreativePayoutsProps } from './props';
import { PayoutsStore } from '@adconfig/shared/payouts/PayoutsStore';
import type { GivenStore } from '@ui/useScreenStore';

export type { CreativePayoutsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativePayoutsStore = ({ urlPath }: CreativePayoutsProps) => new PayoutsStore(creativePayoutsApi(urlPath), d.id(queryParam('id')));

/** A 2 creative payouts (?id={creative_id}): the creative's channels × one kind of payout each. */
export function CreativePayoutsScreen({ urlPath, store }: CreativePayoutsProps & GivenStore<PayoutsStore>) {
  const [api] = useState(() => creativePayoutsApi(urlPath));
  const [id] = useState(() => d.id(queryParam('id')));
  const [history] = useState<RowActions | undefined>(() => (id === null ? undefined : historyLinks(id, urlPath)));
  return <PayoutsView api={api} id={id} store={store} caption="Выплаты флайта по каналам" corner="Канал" rowActions={history} />;
}

/** A 2: each channel's payout history page, a link (opens in a new tab). */
function historyLinks(creativeId: number, urlPath?: string): RowActions {
  return {
    title: 'История',
    render: (row) => (
      <a href={historyUrl(creativeId, row.key, urlPath)} target="_blank" rel="noopener" aria-label={`История выплат: ${row.title} (откроется в новой вкладке)`}>
        История
      </a>
    ),
  };
}
