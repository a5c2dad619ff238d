import { useState } from 'react';
import { queryParam } from '@core/basePath';
import { d } from '@core/decode';
import { PayoutsView } from '@adconfig/shared/payouts/PayoutsView';
import { creativePayoutsApi } from './api';
import type { CreativePayoutsProps } from './props';
import { PayoutsStore } from '@adconfig/shared/payouts/PayoutsStore';
import type { GivenStore } from '@ui/useScreenStore';

export type { CreativePayoutsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativePayoutsStore = ({ urlPath }: CreativePayoutsProps) => new PayoutsStore(creativePayoutsApi(urlPath), d.id(queryParam('id')));

/** A 2 creative payouts (?id={creative_id}): the creative's channels × one kind of payout each. */
export function CreativePayoutsScreen({ urlPath, store }: CreativePayoutsProps & GivenStore<PayoutsStore>) {
  const [api] = useState(() => creativePayoutsApi(urlPath));
  return <PayoutsView api={api} id={d.id(queryParam('id'))} store={store} caption="Выплаты флайта по каналам" corner="Канал" />;
}
