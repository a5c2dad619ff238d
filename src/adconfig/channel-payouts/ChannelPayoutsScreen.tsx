import { useState } from 'react';
import { queryParam } from '../../core/basePath';
import { d } from '../../core/decode';
import { PayoutsView } from '../shared/payouts/PayoutsView';
import { channelPayoutsApi } from './api';
import type { ChannelPayoutsProps } from './props';

export type { ChannelPayoutsProps };

/** A 2 channel payouts (?id={channel_id}): the channel's payout schemes × one kind of payout each. */
export function ChannelPayoutsScreen({ urlPath }: ChannelPayoutsProps) {
  const [api] = useState(() => channelPayoutsApi(urlPath));
  return <PayoutsView api={api} id={d.id(queryParam('id'))} caption="Выплаты канала по схемам выплат" corner="Схема выплат" />;
}
