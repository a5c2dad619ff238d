import { useState } from 'react';
import { queryParam } from '@core/basePath';
import { d } from '@core/decode';
import { PayoutsView } from '@adconfig/shared/payouts/PayoutsView';
import { channelPayoutsApi } from './api';
import type { ChannelPayoutsProps } from './props';
import { PayoutsStore } from '@adconfig/shared/payouts/PayoutsStore';
import type { GivenStore } from '@ui/useScreenStore';

export type { ChannelPayoutsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const channelPayoutsStore = ({ urlPath }: ChannelPayoutsProps) => new PayoutsStore(channelPayoutsApi(urlPath), d.id(queryParam('id')));

/** A 2 channel payouts (?id={channel_id}): the channel's payout schemes × one kind of payout each. */
export function ChannelPayoutsScreen({ urlPath, store }: ChannelPayoutsProps & GivenStore<PayoutsStore>) {
  const [api] = useState(() => channelPayoutsApi(urlPath));
  return <PayoutsView api={api} id={d.id(queryParam('id'))} store={store} caption="Выплаты канала по схемам выплат" corner="Схема выплат" />;
}
